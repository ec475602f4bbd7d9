/// Where a registration's handler code is.
enum HandlerReference: Sendable, Hashable {
  /// A method named by a selector (`#selector(keyboardWillShow(_:))`, `@selector(kbShow:)`,
  /// `"keyboardWillShow:"`), by its base name.
  case method(String)
  /// A closure or block body (`{` … `}` token indices), or a `for await` loop body.
  case closure(open: Int, close: Int)
  /// A Combine or reactive chain: every token from the publisher to the end of the chain.
  case chain(start: Int, end: Int)
}
