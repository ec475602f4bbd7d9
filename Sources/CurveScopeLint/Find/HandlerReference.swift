/// Where a registration's handler code is.
enum HandlerReference: Sendable, Hashable {
  /// A method named by a selector (`#selector(keyboardWillShow(_:))`, `@selector(kbShow:)`,
  /// `"keyboardWillShow:"`), by its base name.
  case method(String)
  /// The function at this index of ``SyntaxIndex/functions`` (methods found by name, which may
  /// share a base name: `keyboardHelper(_:keyboardWillShowWithState:)`).
  case function(Int)
  /// A closure or block body (`{` … `}` token indices), or a `for await` loop body.
  case closure(open: Int, close: Int)
  /// A Combine or reactive chain: every token from the publisher to the end of the chain.
  case chain(start: Int, end: Int)
}
