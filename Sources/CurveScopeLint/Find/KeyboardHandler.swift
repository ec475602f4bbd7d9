import CurveScopeNotifications

/// The code that runs for one or more keyboard registrations, and what it observes.
struct KeyboardHandler: Sendable {
  /// The form of its first registration.
  var form: ObserverForm
  /// Every notification it observes, over all its registrations.
  var kinds: Set<KeyboardEventKind>
  /// The registrations' tokens.
  var registrations: [Int]
  /// The method's name, for selector handlers and methods passed by reference.
  var methodName: String?
  /// The method it resolves to in this file, if any.
  var method: FunctionDefinition?
  /// The tokens of the handler's code (the method body, the closure, the chain); `nil` when
  /// the method is not defined in this file.
  var body: Range<Int>?
  /// The token the finding is reported at: the method's name, else the registration.
  var anchor: Int
}
