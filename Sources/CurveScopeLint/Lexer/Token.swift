/// One token of a source file: its kind and where its bytes are.
///
/// Offsets are byte offsets into the file (UTF-8). Files are limited to far less than 2 GiB
/// before lexing, so 32-bit offsets suffice.
struct Token: Sendable, Hashable {
  /// What the token is.
  var kind: TokenKind
  /// The first byte (for punctuation and operators, the character itself).
  var head: UInt8
  /// The offset of the first byte.
  var start: Int32
  /// The offset just past the last byte.
  var end: Int32
  /// The 1-based line of the first byte.
  var line: Int32
  /// FNV-1a hash of an identifier's bytes (without backticks), 0 for other kinds: a cheap
  /// first test before comparing names.
  var hash: UInt32
  /// The name's number in the run's ``NameTable`` (the same for every token spelling the same
  /// name, backticks and sigils aside), 0 for tokens that are not names.
  var name: UInt32 = 0

  /// The number of bytes.
  var length: Int { Int(end - start) }
}
