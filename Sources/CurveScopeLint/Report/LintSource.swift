/// One source file given to ``Linter/lint(files:)``: its bytes, its name in findings and its
/// language.
package struct LintSource: Sendable {
  /// The file's contents.
  package var bytes: [UInt8]
  /// The file's name as it should appear in findings.
  package var path: String
  /// How to lex it (from the extension: ``SourceLanguage/init(path:)``).
  package var language: SourceLanguage

  /// Creates a source.
  package init(bytes: [UInt8], path: String, language: SourceLanguage) {
    self.bytes = bytes
    self.path = path
    self.language = language
  }
}
