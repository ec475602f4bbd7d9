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

  /// The options most tests use: the keyboard as iOS up to 18 runs it (the measured model);
  /// the profiles' own tests add iOS 26.
  static let iosOnly = LintOptions(profiles: [.ios])

  /// Lint's findings for the fixture `name`, linted as an app of its own.
  static func lint(_ name: String, options: LintOptions = iosOnly) throws -> [LintFinding] {
    var linter = try Linter(options: options)
    let language = SourceLanguage(path: name) ?? .swift
    return linter.lint(try bytes(name), path: name, language: language).findings
  }

  /// Lint's findings for the files of the fixture folder `folder`, linted together as one app,
  /// by file name.
  static func lintApp(_ folder: String, options: LintOptions = iosOnly) throws -> [String:
    [LintFinding]]
  {
    let url = Fixture.folder.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    let sources = try names.compactMap { name -> LintSource? in
      guard let language = SourceLanguage(path: name) else { return nil }
      return LintSource(bytes: try bytes("\(folder)/\(name)"), path: name, language: language)
    }
    var linter = try Linter(options: options)
    var result: [String: [LintFinding]] = [:]
    for report in linter.lint(files: sources) { result[report.path] = report.findings }
    return result
  }

  /// Lint's findings for inline source.
  static func lint(
    source: String, language: SourceLanguage = .swift, options: LintOptions = iosOnly
  ) throws -> [LintFinding] {
    var linter = try Linter(options: options)
    return linter.lint(Array(source.utf8), path: "inline", language: language).findings
  }

  /// The tokens' texts of `source`.
  static func tokens(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
    let lexed = LexedSource(bytes: Array(source.utf8), language: language, tokenLimit: 100_000)
    return lexed.tokens.indices.map { lexed.text($0) }
  }
}
