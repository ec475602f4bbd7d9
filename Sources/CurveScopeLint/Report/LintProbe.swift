/// Entry points for the package's benchmarks into lint's internals.
package enum LintProbe {
  /// The number of tokens the lexer makes of `bytes`.
  package static func tokenCount(_ bytes: [UInt8], language: SourceLanguage) -> Int {
    LexedSource(bytes: bytes, language: language, tokenLimit: Int(Int32.max)).count
  }
}
