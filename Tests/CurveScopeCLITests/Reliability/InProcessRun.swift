import Foundation
import Testing

@testable import CurveScopeCLI

/// One in-process run of the tool: exit code and both streams.
struct InProcessRun {
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
