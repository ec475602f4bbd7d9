import Foundation
import Testing

/// `compare -o x.mp4` interrupted by SIGINT or SIGTERM removes its temporary and ends as killed
/// by the signal; what SIGKILL leaves is removed by the next run that writes the same name.
@Suite("End to end: signals and temporaries")
struct SignalCleanupTests {
  /// The hidden temporaries `.NAME.tmp-…` in `folder`.
  static func temporaries(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasPrefix(".") && $0.contains(".tmp-")
    }
  }

  /// A long MP4: the screen of a 2 s motion at 1000 Hz, one video frame per display frame.
  static func longMP4(_ output: String) -> [String] {
    [
      "compare", "--strategy", "curve-shift", "--duration", "2", "--curve", "0", "--fps", "1000",
      "--figure", "screen", "-o", output,
    ]
  }

  @Test(
    "SIGINT and SIGTERM during compare -o x.mp4 leave no temporary",
    arguments: [
      SIGINT, SIGTERM,
    ])
  func interrupted(signal: Int32) throws {
    let folder = try ToolProcess.temporaryFolder("signal")
    let logs = try ToolProcess.temporaryFolder("signal-logs")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: logs)
    }
    let output = folder.appendingPathComponent("x.mp4").path
    let process = try ToolProcess.start(
      Self.longMP4(output), logs: logs.appendingPathComponent("run"))
    // Wait until the temporary exists (the encoder is writing), then interrupt.
    let deadline = Date().addingTimeInterval(120)
    while Self.temporaries(in: folder).isEmpty, process.isRunning, Date() < deadline {
      usleep(20_000)
    }
    try #require(process.isRunning, "the run ended before it could be interrupted")
    try #require(!Self.temporaries(in: folder).isEmpty)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(Self.temporaries(in: folder).isEmpty, "\(Self.temporaries(in: folder))")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("a temporary that SIGKILL left is removed by the next run writing that name")
  func staleRemoved() throws {
    let folder = try ToolProcess.temporaryFolder("stale")
    defer { try? FileManager.default.removeItem(at: folder) }
    // A process that no longer runs: a child that has exited.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let dead = child.processIdentifier
    for name in [".x.svg.tmp-\(dead)-1a2b", ".x.mp4.tmp-\(dead)-3c4d", ".other.svg.tmp-\(dead)-5e"]
    {
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent(name).path, contents: nil))
    }
    // One of a running process (this one) is left alone.
    let live = ".x.svg.tmp-\(getpid())-77"
    #expect(
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent(live).path, contents: nil))
    let svg = try ToolProcess.run(
      ["compare", "-o", folder.appendingPathComponent("x.svg").path], in: folder)
    #expect(svg.status == 0, "\(svg.stderr)")
    // (10 output frames a second: a third of the default's frames to draw and encode.)
    let gif = try ToolProcess.run(
      [
        "compare", "--strategy", "curve-shift", "--output-fps", "10", "-o",
        folder.appendingPathComponent("x.mp4").path,
      ], in: folder)
    #expect(gif.status == 0, "\(gif.stderr)")
    #expect(Set(Self.temporaries(in: folder)) == [".other.svg.tmp-\(dead)-5e", live])
  }
}
