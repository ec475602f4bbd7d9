/// The names the finder and classifier look for.
///
/// Every run's ``NameTable`` numbers these first, in this order, so each has the same number
/// in every run (its raw value): a token is one of them when its name's number is that value,
/// a test of one integer.
enum Names: UInt32, CaseIterable, Sendable {
  // Swift and Objective-C structure.
  case `func` = 1
  case `init`
  case `let`
  case `var`
  case `guard`
  case `if`
  case `else`
  case `for`
  case `while`
  case `switch`
  case `case`
  case `default`
  case `return`
  case `in`
  case `self`
  case `override`
  case `class`
  case `struct`
  case `extension`
  case `enum`
  case actor
  case assign
  case rawValue
  case to
  case animation

  // Registration.
  case addObserver
  case addObserverForName
  case publisher
  case notifications
  case notification
  case rx
  case reactive
  case keyboardLayoutGuide
  case inputAccessoryView

  // Animation APIs.
  case commitAnimations
  case setAnimationsEnabled
  case performWithoutAnimation
  case displayLink
  case displayLinkWithTarget

  /// The name as written in source.
  var text: String {
    switch self {
    case .displayLink: "CADisplayLink"
    default: String(describing: self)
    }
  }

  /// Every name's text, in order (made once).
  static let texts: [String] = allCases.map(\.text)
}
