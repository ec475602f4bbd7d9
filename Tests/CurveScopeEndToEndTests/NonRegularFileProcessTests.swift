import Foundation
import Testing

/// FIFOs named as inputs or outputs never block the tool.
@Suite("Process: FIFOs do not block", .serialized)
struct NonRegularFileProcessTests {
  @Test(
    "a FIFO without a writer, as an input, is refused at once (66)",
    arguments: [["parse", "FIFO"], ["compare", "FOLDER"], ["compare", "--dump", "FIFO"]])
  func fifoInput(arguments: [String]) throws {
    let folder = try ToolProcess.temporaryFolder("fifo-in")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("s.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = try StreamProcess.run(
      arguments.map { $0 == "FIFO" ? fifo : $0 == "FOLDER" ? folder.path : $0 }, timeout: 20)
    #expect(run.finished, "blocked on the FIFO")
    #expect(run.status == 66)
    #expect(
      run.errorLines == [
        "error: \(fifo) — is a FIFO (named pipe), not a regular file; give a file or - for standard input"
      ])
  }

  @Test("a FIFO without a reader, as an output, is refused at once (73)")
  func fifoOutput() throws {
    let folder = try ToolProcess.temporaryFolder("fifo-out")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("f.png").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for arguments in [["compare", "-o", fifo], ["check", "--write-baseline", fifo]] {
      let run = try StreamProcess.run(arguments, timeout: 20)
      #expect(run.finished, "blocked on the FIFO")
      #expect(run.status == 73)
      #expect(run.errorLines == ["error: \(fifo) — is a FIFO (named pipe) that no process reads"])
    }
  }
}
