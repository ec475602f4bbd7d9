import Foundation
import Testing

@testable import CurveScopeCLI

/// Inputs that are not what a command can read: folders without scenarios, FIFOs, devices,
/// kernel pseudo-files, a folder on standard input. Each is refused before any read, exit 66.
@Suite("Reliability: inputs refused before any read")
struct InputRefusalTests {
  @Test(
    "an empty folder, or one without .json files, is exit 66 for compare, explain and check",
    arguments: ["compare", "explain", "check"], [false, true])
  func folderWithoutScenarios(command: String, holdsOtherFiles: Bool) throws {
    let scratch = try ScratchFolder()
    if holdsOtherFiles {
      try scratch.write("notes.txt", "no scenario here")
      try scratch.write(".hidden.json", "{}")
    }
    let run = InProcessRun([command, scratch.path])
    run.expectError(.noInput, "error: \(scratch.path) — is a folder with no .json file")
  }

  @Test("a FIFO is refused without blocking: as a file, inside a scenario folder, as --dump")
  func fifo() throws {
    let scratch = try ScratchFolder()
    let fifo = scratch.fifo("a.json")
    let expected = "error: \(fifo) — is a FIFO (named pipe), not a regular file"
    InProcessRun(["parse", fifo]).expectError(.noInput, expected)
    InProcessRun(["compare", scratch.path]).expectError(.noInput, expected)
    InProcessRun(["compare", "--dump", fifo]).expectError(.noInput, expected)
    InProcessRun(["check", "--baseline", fifo]).expectError(.noInput, expected)
    InProcessRun(["compare", "--strategy", fifo]).expectError(.noInput, expected)
  }

  @Test(
    "devices and kernel pseudo-files are refused before a read",
    arguments: [
      ("/dev/zero", "is a device, not a regular file"),
      ("/dev/null", "is a device, not a regular file"),
      ("/proc/self/status", "is a kernel pseudo-file (procfs), not a regular file"),
      ("/proc/kmsg", "is a kernel pseudo-file (procfs), not a regular file"),
      ("/sys/kernel/mm/transparent_hugepage/enabled", "is a kernel pseudo-file (sysfs)"),
    ])
  func specialFiles(path: String, problem: String) {
    // /proc/kmsg is readable only by root; as another user the open fails first (also 66).
    guard FileManager.default.isReadableFile(atPath: path) else { return }
    InProcessRun(["parse", path]).expectError(.noInput, "error: \(path) — \(problem)")
  }

  @Test("standard input that is a folder is exit 66, not 'no notification found'")
  func folderOnStandardInput() throws {
    let scratch = try ScratchFolder()
    let descriptor = open(scratch.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    #expect(throws: InputFileError.self) {
      _ = try StandardStreams.readInput(descriptor: descriptor, limit: 100)
    }
    do {
      _ = try StandardStreams.readInput(descriptor: descriptor, limit: 100)
    } catch let error as InputFileError {
      guard case .isFolder = error.cause else {
        Issue.record("cause \(error.cause)")
        return
      }
      #expect(error.path == "-")
    }
  }

  @Test("closed standard input is exit 66 naming it")
  func closedStandardInput() {
    #expect(throws: InputFileError.self) {
      _ = try StandardStreams.readInput(descriptor: 0, limit: 10, closed: true)
    }
  }

  @Test("a non-UTF-8 path is opened as typed and printed escaped")
  func nonUTF8Path() throws {
    let scratch = try ScratchFolder()
    let name = PathTextFixture.invalidName(".txt")
    let path = scratch.path + "/" + name
    let dump = try String(
      contentsOfFile: Repository.root + "/Curves/dumps/objc-iphone-x-show.txt", encoding: .utf8)
    try PathTextFixture.create(path, contents: dump)
    let run = InProcessRun(["parse", path])
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.hasSuffix("3 keyboard notifications\n"))
    let missing = scratch.path + "/" + PathTextFixture.invalidName("-missing.txt")
    InProcessRun(["parse", missing]).expectError(
      .noInput, "error: \(scratch.path)/\\xffx\\xfe-missing.txt — no such file or directory")
  }
}
