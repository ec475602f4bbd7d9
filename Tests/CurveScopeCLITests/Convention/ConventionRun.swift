import Foundation

@testable import CurveScopeCLI

/// One in-process run with a chosen terminal and current folder: exit code and both streams.
struct ConventionRun {
  var code: Int32
  var out: String
  var err: String

  init(
    _ arguments: [String], terminal: TerminalInfo = .none, folder: String? = nil,
    progress: (@Sendable (String) -> Void)? = nil, progressDelay: Duration = .seconds(1)
  ) {
    var io = CommandIO(progress: progress, terminal: terminal)
    io.currentFolder = folder
    io.progressDelay = progressDelay
    code = CurveScopeTool.run(arguments, io: &io).rawValue
    out = io.standardOutput
    err = io.standardError
  }

  /// The stderr lines that are not notes, warnings or errors (`wrote …`).
  var otherErrorLines: [Substring] {
    err.split(separator: "\n").filter {
      !$0.hasPrefix("note: ") && !$0.hasPrefix("error: ") && !$0.hasPrefix("warning: ")
    }
  }
}

/// Every JSON object key in `value`, recursively.
func jsonKeys(_ value: Any) -> [String] {
  if let object = value as? [String: Any] {
    return object.keys.map { $0 } + object.values.flatMap(jsonKeys)
  }
  if let array = value as? [Any] { return array.flatMap(jsonKeys) }
  return []
}

/// Whether `key` is camelCase: a lowercase letter, then letters and digits (SARIF's `$schema`
/// too).
func isCamelCase(_ key: String) -> Bool {
  guard let first = key.first, first.isLowercase || key == "$schema" else { return false }
  return key.dropFirst().allSatisfy { $0.isLetter || $0.isNumber }
}
