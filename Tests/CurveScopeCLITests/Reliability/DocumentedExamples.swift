import Foundation
import Testing

@testable import CurveScopeCLI

/// The example command lines the help, the README and the DocC articles show, and how to run
/// them here: outputs go to a scratch folder, `Curves/` and `Tests/` paths are the repository's,
/// and the user's own files the examples name (`mine.json`, `App`, `ChatViewController.swift`,
/// the recordings `chat.mp4`, `bug-report.mov`, …) are stand-ins made here.
enum DocumentedExamples {
  /// The words of a shell line: spaces split, quotes group, a `#` comment ends the line.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var hasWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        hasWord = true
      } else if character == " " {
        if hasWord || !current.isEmpty { words.append(current) }
        current = ""
        hasWord = false
      } else if character == "#", current.isEmpty, !hasWord {
        break
      } else {
        current.append(character)
      }
    }
    if hasWord || !current.isEmpty { words.append(current) }
    return words
  }

  /// The `curvescope …` lines in the code blocks of a Markdown text.
  static func commandLines(inMarkdown text: String) -> [String] {
    var lines: [String] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if inCode, trimmed.hasPrefix("curvescope ") || trimmed.hasPrefix("$ curvescope ") {
        lines.append(trimmed)
      }
    }
    return lines
  }

  /// The README's example lines.
  static func readmeLines() throws -> [String] {
    commandLines(
      inMarkdown: try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8))
  }

  /// The example lines of every DocC article under `Sources/`, each with its article's name,
  /// article by article and in each in the order it shows them (a baseline is written before
  /// it is read).
  static func articleLines() throws -> [(article: String, line: String)] {
    let sources = Repository.root + "/Sources"
    guard let walker = FileManager.default.enumerator(atPath: sources) else { return [] }
    var articles: [String] = []
    for case let path as String in walker
    where path.hasSuffix(".md") && path.contains(".docc/") {
      articles.append(path)
    }
    var found: [(String, String)] = []
    for path in articles.sorted() {
      let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
      found += commandLines(inMarkdown: text).map { (path, $0) }
    }
    return found
  }

  /// Every command's `--help` examples.
  static var helpLines: [String] { CurveScopeTool.commands.flatMap { $0.spec.examples } }

  /// Whether an example line writes an animation (`-o` a `.gif` or `.mp4`): seconds each in a
  /// debug build.
  static func animates(_ line: String) -> Bool {
    let words = words(line)
    return zip(words, words.dropFirst()).contains { option, value in
      ["-o", "--output"].contains(option) && (value.hasSuffix(".gif") || value.hasSuffix(".mp4"))
    }
  }

  /// Whether an example line runs `command`.
  static func runs(_ command: String, _ line: String) -> Bool {
    let words = words(line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line)
    return words.count > 1 && words[0] == "curvescope" && words[1] == command
  }
}
