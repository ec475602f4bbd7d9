import Testing

@testable import CurveScopeCLI

/// One command line holding an edge value, and what it must do.
struct EdgeCase: CustomTestStringConvertible, Sendable {
  /// What the command may do with the value.
  enum Outcome: Sendable {
    /// Exit 64 with one `error:` line naming `subject`.
    case usage(String)
    /// Exit 65 with one `error:` line naming `subject`.
    case dataError(String)
    /// Exit 0, or 1 for a check that fails, with output and no error line.
    case success
  }

  var arguments: [String]
  var standardInput: String = ""
  var outcome: Outcome

  var testDescription: String {
    arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ")
  }

  /// Runs the command line in-process and checks the outcome and the output contract: on an
  /// error nothing on stdout and exactly one `error: <what> — <why>` line on stderr.
  func check() {
    let input = Array(standardInput.utf8)
    var io = CommandIO(readStandardInput: { limit in Array(input.prefix(limit + 1)) })
    let code = CurveScopeTool.run(arguments, io: &io)
    let errorLines = io.standardError.split(separator: "\n").filter { !$0.hasPrefix("note: ") }
    switch outcome {
    case .success:
      #expect(code == .success || code == .checkFailed, "\(io.standardError)")
      #expect(!io.standardOutput.isEmpty)
      #expect(errorLines.isEmpty, "\(io.standardError)")
      #expect(!io.standardOutput.contains("nan"), "\(io.standardOutput.prefix(2000))")
    case .usage(let subject), .dataError(let subject):
      if case .usage = outcome {
        #expect(code == .usage, "\(io.standardError)")
      } else {
        #expect(code == .dataError, "\(io.standardError)")
      }
      #expect(io.standardOutput.isEmpty)
      #expect(errorLines.count == 1, "\(io.standardError)")
      #expect(io.standardError.hasSuffix("\n"))
      let line = errorLines.first ?? ""
      #expect(line.hasPrefix("error: ") && line.contains(" — "), "\(line)")
      #expect(line.contains(subject), "\(line) does not name \(subject)")
    }
  }
}
