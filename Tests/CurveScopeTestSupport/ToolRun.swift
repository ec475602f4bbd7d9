import Foundation

/// One run of a command-line tool (ffmpeg, ffprobe, python3, swiftc, clang) that makes or checks
/// test material independently of CurveScope: its exit status and what it printed.
public struct ToolRun: Sendable {
  /// The exit status (or the signal number when the tool was killed).
  public var status: Int32
  /// What the tool wrote to standard output, decoded as UTF-8.
  public var standardOutput: String
  /// What the tool wrote to standard error, decoded as UTF-8.
  public var standardError: String

  /// Runs `executable` (looked up on PATH through `/usr/bin/env`) with `arguments` and waits for
  /// it. Output goes through temporary files, so a chatty tool never blocks on a full pipe.
  /// - Throws: when the temporary files cannot be made or the tool cannot be started.
  public static func run(_ executable: String, _ arguments: [String]) throws -> ToolRun {
    let base = NSTemporaryDirectory() + "curvescope-tool-" + UUID().uuidString
    let outPath = base + ".out"
    let errPath = base + ".err"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    try process.run()
    process.waitUntilExit()
    return ToolRun(
      status: process.terminationStatus,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
  }

  /// Whether `executable` runs and exits 0 with `arguments` (`-version` by default).
  public static func isAvailable(_ executable: String, _ arguments: [String] = ["-version"])
    -> Bool
  {
    (try? run(executable, arguments).status) == 0
  }
}
