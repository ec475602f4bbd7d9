import Foundation

/// The built tool run with chosen standard streams, and a watchdog: a run that blocks is
/// killed and reported, never left hanging.
struct StreamProcess {
  var status: Int32
  /// Whether the process ended by itself (not killed by the watchdog).
  var finished: Bool
  var stdout: String
  var stderr: String
  /// Seconds from start to exit.
  var seconds: Double

  /// Runs `arguments` (`viaShell`: as `sh -c SCRIPT TOOL`, where the script runs `"$0"`) with
  /// `standardInput` and `standardOutput` (files or devices; a temporary file when `nil`),
  /// killing it after `timeout` seconds.
  static func run(
    _ arguments: [String], shellScript: String? = nil, standardInput: FileHandle? = nil,
    standardOutput: FileHandle? = nil, timeout: Double = 60
  ) throws -> StreamProcess {
    let logs = try ToolProcess.temporaryFolder("streams")
    defer { try? FileManager.default.removeItem(at: logs) }
    let out = logs.appendingPathComponent("out")
    let err = logs.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    if let shellScript {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", shellScript, ToolProcess.executable.path] + arguments
    } else {
      process.executableURL = ToolProcess.executable
      process.arguments = arguments
    }
    process.currentDirectoryURL = ToolProcess.packageRoot
    process.standardInput = standardInput ?? FileHandle.nullDevice
    process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    let start = Date()
    try process.run()
    let finished = waitForExit(process, timeout: timeout)
    return StreamProcess(
      status: process.terminationStatus, finished: finished,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "",
      seconds: Date().timeIntervalSince(start))
  }

  /// Waits until `process` exits or `timeout` seconds pass (then kills it); whether it exited by
  /// itself.
  static func waitForExit(_ process: Process, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard process.isRunning else { return true }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return false
  }

  /// The `error:` lines on stderr.
  var errorLines: [Substring] {
    stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
  }
}
