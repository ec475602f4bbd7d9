import Foundation
import Testing

@testable import CurveScopeCLI

extension DocumentedExamples {
  /// The command line of an example, its standard input, with paths made to work here; `nil`
  /// when the line is no `curvescope` command. Recordings the line names are taken from
  /// `recordings` (a line that names one when there are none is an error).
  static func prepare(
    _ line: String, scratch: ScratchFolder, recordings: DocumentedRecordings? = nil
  ) throws -> (arguments: [String], input: [UInt8])? {
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
    let outputs: Set<String> = [
      "-o", "--output", "--write-baseline", "--trace-out", "--debug-frames",
    ]
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
      } else if index == 1, words[0] == "measure" {
        guard let recordings else {
          throw DocumentedRecordings.Missing(line: line)
        }
        words[index] = try recordings.path(for: word)
      }
    }
    // The gallery's default folder is `Output` in the working directory: here, the scratch's.
    if words[0] == "gallery", !words.contains("-o"), !words.contains("--output") {
      words += ["-o", scratch.file("Output")]
    }
    return (words, input)
  }

  /// Runs `lines` in order and checks each ran: exit 0, or 1 for a check or lint that found
  /// what the example shows. Returns how many ran.
  @discardableResult
  static func runAll(_ lines: [String], recordings: DocumentedRecordings? = nil) throws -> Int {
    let scratch = try ScratchFolder()
    var ran = 0
    for line in lines {
      guard let (arguments, input) = try prepare(line, scratch: scratch, recordings: recordings)
      else { continue }
      let run = InProcessRun(arguments, input: input)
      let allowed: [ExitCode] =
        ["check", "lint"].contains(arguments[0]) ? [.success, .checkFailed] : [.success]
      #expect(allowed.contains(run.code), "\(line)\n\(run.err)")
      ran += 1
    }
    return ran
  }
}
