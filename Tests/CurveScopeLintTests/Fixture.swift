import Foundation

@testable import CurveScopeLint

/// The fixture files of this target, and lint run on them or on inline source.
enum Fixture {
  /// The bundled `Fixtures` folder.
  static var folder: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")
  }

  /// The bytes of `Fixtures/<name>`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// Lint's findings for the fixture `name`.
  static func lint(_ name: String, options: LintOptions = LintOptions()) throws -> [LintFinding] {
    var linter = try Linter(options: options)
    let language = SourceLanguage(path: name) ?? .swift
    return linter.lint(try bytes(name), path: name, language: language).findings
  }

  /// Lint's findings for inline source.
  static func lint(source: String, language: SourceLanguage = .swift) throws -> [LintFinding] {
    var linter = try Linter()
    return linter.lint(Array(source.utf8), path: "inline", language: language).findings
  }

  /// The tokens' texts of `source`.
  static func tokens(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
    let lexed = LexedSource(bytes: Array(source.utf8), language: language, tokenLimit: 100_000)
    return lexed.tokens.indices.map { lexed.text($0) }
  }
}
