import Foundation

/// The built `curvescope` executable, run as a child process.
enum ToolProcess {
  /// The executable beside the test bundle (`.build/<triple>/debug/curvescope`).
  static var executable: URL {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("curvescope")
  }

  /// The package root, where `Curves/` is.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Starts the tool with `arguments` in the package root; output goes to files in `logs`.
  static func start(_ arguments: [String], logs: URL) throws -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    for suffix in [".out", ".err"] {
      guard FileManager.default.createFile(atPath: logs.path + suffix, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
    }
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: logs.path + ".out"))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logs.path + ".err"))
    try process.run()
    return process
  }

  /// Runs the tool to completion and returns its status and standard error.
  static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, stderr: String) {
    let logs = folder.appendingPathComponent("run-\(UUID().uuidString)")
    let process = try start(arguments, logs: logs)
    process.waitUntilExit()
    let stderr = (try? String(contentsOfFile: logs.path + ".err", encoding: .utf8)) ?? ""
    return (process.terminationStatus, stderr)
  }

  /// A new empty temporary folder.
  static func temporaryFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("curvescope-e2e-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
