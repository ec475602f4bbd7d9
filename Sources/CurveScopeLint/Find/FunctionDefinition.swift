/// A function or method defined in the file: a Swift `func`/`init`, or an Objective-C method.
struct FunctionDefinition: Sendable, Hashable {
  /// The base name: `keyboardWillShow` for `keyboardWillShow(_:)` and `keyboardWillShow:`.
  var name: String
  /// The token of the name.
  var nameToken: Int
  /// The internal parameter names, in order (`notification`, `duration`).
  var parameterNames: [String]
  /// The argument labels, in order (`_` for none in Swift; the selector parts in
  /// Objective-C).
  var parameterLabels: [String]
  /// The body's `{`.
  var bodyOpen: Int
  /// The body's `}` (or the token count when unclosed).
  var bodyClose: Int

  /// The tokens strictly inside the braces.
  var body: Range<Int> { (bodyOpen + 1)..<max(bodyOpen + 1, bodyClose) }
}
