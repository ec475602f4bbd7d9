/// What a token is. The lexer is tolerant: anything it does not recognise becomes a
/// ``punctuation`` token of one byte, so lexing never fails.
enum TokenKind: UInt8, Sendable {
  /// A name or keyword: `func`, `keyboardWillShow`, `$0`, `` `default` ``.
  case identifier
  /// A numeric literal as written: `0.25`, `0x70000`, `216.0f`, `1_000`.
  case number
  /// A string literal with its quotes and prefixes: `"a"`, `@"a"`, `#"a"#`, `"""…"""`.
  case string
  /// An Objective-C character literal: `'a'`.
  case character
  /// A run of operator characters: `<<`, `=`, `??`, `|=`, `->`.
  case `operator`
  /// One byte of punctuation: `(`, `)`, `[`, `]`, `{`, `}`, `,`, `;`, `:`, `.`, `@`, `#`, `\`.
  case punctuation
  /// `#` followed by a name in Swift: `#selector`, `#if`, `#available`.
  case poundKeyword
  /// `@` followed by a name: `@objc`, `@selector`, `@escaping`, `@interface`.
  case atKeyword
  /// An Objective-C preprocessor line other than `#define` (`#import`, `#pragma mark`, `#if`),
  /// up to its end (with `\` continuations).
  case directive
  /// `#define` in Objective-C; the macro's name and value follow as ordinary tokens, then a
  /// ``directiveEnd``.
  case define
  /// The end of a `#define` line.
  case directiveEnd
  /// A Swift regular-expression literal `#/…/#`.
  case regex
}
