/// One source file given to ``Linter/lint(files:)``: its bytes, its name in findings and its
/// language.
public struct LintSource: Sendable {
  /// The file's contents.
  public var bytes: [UInt8]
  /// The file's name as it should appear in findings.
  public var path: String
  /// How to lex it (from the extension: ``SourceLanguage/init(path:)``).
  public var language: SourceLanguage

  /// Creates a source.
  public init(bytes: [UInt8], path: String, language: SourceLanguage) {
    self.bytes = bytes
    self.path = path
    self.language = language
  }
}
