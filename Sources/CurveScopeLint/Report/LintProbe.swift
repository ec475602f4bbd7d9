/// Entry points for the package's benchmarks into lint's internals.
package enum LintProbe {
  /// The number of tokens the lexer makes of `files`, numbering their names in one table as a
  /// lint run does.
  package static func tokenCount(_ files: [[UInt8]], language: SourceLanguage) -> Int {
    let names = NameTable()
    var count = 0
    for bytes in files {
      count +=
        LexedSource(bytes: bytes, language: language, tokenLimit: Int(Int32.max), names: names)
        .count
    }
    return count
  }
}
