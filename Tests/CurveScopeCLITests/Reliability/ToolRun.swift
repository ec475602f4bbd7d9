import Foundation
import Testing

@testable import CurveScopeCLI

/// One in-process run of the tool: exit code and both streams.
struct ToolRun {
  var code: ExitCode
  var out: String
  var err: String

  /// Runs `arguments` with `input` behind `-` and `writer` as the real standard output (none:
  /// the output stays buffered in `out`).
  init(
    _ arguments: [String], input: [UInt8] = [],
    writer: (@Sendable (String) throws -> Void)? = nil
  ) {
    var io = CommandIO(
      readStandardInput: { limit in Array(input.prefix(limit + 1)) }, writeStandardOutput: writer)
    code = CurveScopeTool.run(arguments, io: &io)
    out = io.standardOutput
    err = io.standardError
  }

  /// The `error:` lines on stderr.
  var errorLines: [Substring] {
    err.split(separator: "\n").filter { $0.hasPrefix("error: ") }
  }

  /// Checks the error contract: `code`, nothing on stdout, exactly one `error:` line that
  /// starts with `prefix`, and nothing else on stderr but notes.
  func expectError(
    _ expected: ExitCode, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(code == expected, "\(err)", sourceLocation: sourceLocation)
    #expect(out.isEmpty, "\(out.prefix(300))", sourceLocation: sourceLocation)
    #expect(errorLines.count == 1, "\(err)", sourceLocation: sourceLocation)
    #expect(
      err.split(separator: "\n").allSatisfy { $0.hasPrefix("error: ") || $0.hasPrefix("note: ") },
      "\(err)", sourceLocation: sourceLocation)
    #expect(
      errorLines.first?.hasPrefix(prefix) == true, "\(err) does not start with \(prefix)",
      sourceLocation: sourceLocation)
  }
}

/// A temporary folder removed when the value is dropped.
final class ScratchFolder {
  let path: String

  init(_ label: String = #function) throws {
    let safe = label.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "curvescope-\(safe)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `path/name` and returns the path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    return file(name)
  }

  /// The scenario file of the repository named `name`, copied here.
  @discardableResult
  func copyScenario(_ name: String = "show-375x812-291", as file: String) throws -> String {
    let source = Repository.root + "/Curves/scenarios/\(name).json"
    try FileManager.default.copyItem(atPath: source, toPath: self.file(file))
    return self.file(file)
  }

  /// A FIFO at `path/name`.
  @discardableResult
  func fifo(_ name: String) -> String {
    let path = file(name)
    #expect(mkfifo(path, 0o600) == 0)
    return path
  }
}

/// The repository root, where `Curves/` is.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
}
