import Foundation
import Testing

@testable import CurveScopeCLI

/// Every example the help and the README show runs as shown: outputs go to a scratch folder,
/// `Curves/` and `Tests/` paths are the repository's, and the user's own files the examples name
/// (`mine.json`, `App`, `ChatViewController.swift`) are stand-ins made here.
@Suite("Reliability: documented examples run")
struct DocumentedExampleTests {
  /// Examples not run here, and why.
  static func skipReason(_ arguments: [String]) -> String? {
    switch arguments.first {
    case "measure": "needs the user's screen recording"
    case "gallery": "renders the whole gallery; the gallery's own tests run it"
    default: nil
    }
  }

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

  /// The command line of an example, its standard input, with paths made to work here; `nil`
  /// when the line is no `curvescope` command.
  static func prepare(_ line: String, scratch: ScratchFolder) throws -> (
    arguments: [String], input: [UInt8]
  )? {
    var text = line.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("$ ") { text.removeFirst(2) }
    var input: [UInt8] = []
    if text.hasPrefix("pbpaste | ") {
      text.removeFirst("pbpaste | ".count)
      input = Array(
        try Data(
          contentsOf: URL(
            fileURLWithPath: Repository.root + "/Curves/dumps/objc-iphone-x-show.txt")))
    }
    var words = Self.words(text)
    if let redirect = words.firstIndex(of: ">") { words.removeSubrange(redirect...) }
    let commands = CurveScopeTool.commands.map { $0.spec.name }
    guard words.first == "curvescope", words.count > 1, commands.contains(words[1]) else {
      return nil
    }
    words.removeFirst()
    let outputs: Set<String> = ["-o", "--output", "--write-baseline", "--trace-out"]
    let lintApp = Repository.root + "/Tests/CurveScopeLintTests/Fixtures/Apps"
    let profile = scratch.file("mine.json")
    if !FileManager.default.fileExists(atPath: profile) {
      try scratch.write(
        "mine.json",
        #"{"name": "mine", "base": "ios-26", "notifications": {"duration": 0.383}, "provenance": {"kind": "measured", "source": "a test"}}"#
      )
    }
    for index in words.indices {
      let word = words[index]
      if index > 0, outputs.contains(words[index - 1]) {
        words[index] = scratch.file(URL(fileURLWithPath: word).lastPathComponent)
      } else if word.hasPrefix("Curves/") || word.hasPrefix("Tests/") || word == "Sources" {
        words[index] = Repository.root + "/" + word
      } else if ["baseline.json", "lint-baseline.json", "mine.json"].contains(word) {
        words[index] = scratch.file(word)
      } else if word == "App" {
        words[index] = lintApp
      } else if word == "ChatViewController.swift" {
        words[index] = lintApp + "/ChatViewController.swift"
      }
    }
    return (words, input)
  }

  /// Runs `lines` in order and checks each ran: exit 0, or 1 for a check or lint that found
  /// what the example shows.
  static func runAll(_ lines: [String]) throws {
    let scratch = try ScratchFolder()
    var ran = 0
    for line in lines {
      guard let (arguments, input) = try prepare(line, scratch: scratch),
        skipReason(arguments) == nil
      else { continue }
      let run = ToolRun(arguments, input: input)
      let allowed: [ExitCode] =
        ["check", "lint"].contains(arguments[0]) ? [.success, .checkFailed] : [.success]
      #expect(allowed.contains(run.code), "\(line)\n\(run.err)")
      ran += 1
    }
    #expect(ran > 10, "only \(ran) examples ran")
  }

  @Test("every --help example runs")
  func helpExamples() throws {
    try Self.runAll(CurveScopeTool.commands.flatMap { $0.spec.examples })
  }

  @Test("every command line the README shows runs")
  func readmeExamples() throws {
    let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
    var lines: [String] = []
    var inCode = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inCode, trimmed.hasPrefix("curvescope ") || trimmed.hasPrefix("$ curvescope ") {
        lines.append(trimmed)
      }
    }
    #expect(
      lines.contains { $0.contains("third-party-sogou-triple.json --strategy all -o all.mp4") })
    try Self.runAll(lines)
  }

  @Test("plain compare -o x.gif animates every preset")
  func allPresets() throws {
    let scratch = try ScratchFolder()
    let path = scratch.file("x.gif")
    let run = ToolRun(["compare", "-o", path])
    #expect(run.code == .success, "\(run.err)")
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
