import CurveScopeTestSupport
import Foundation
import Testing

/// `curvescope gallery` killed, run twice at once, or pointed at places it cannot write.
@Suite("Gallery: crash-safe and concurrent output", .serialized)
struct GalleryCrashTests {
  /// The gallery's input: the repository's whole `Curves` folder in the long run
  /// (CURVESCOPE_SLOW_TESTS=1); by default a copy holding two scenarios and two traces, whose
  /// gallery still writes every kind of file (comparisons, filmstrips, trace figures, the
  /// catalogue figures, the heat maps) in a fraction of the time.
  static func curves(in scratch: URL) throws -> [String] {
    guard !SlowTests.enabled else { return [] }
    let source = ToolProcess.packageRoot.appendingPathComponent("Curves")
    let curves = scratch.appendingPathComponent("Curves")
    for (folder, names) in [
      ("scenarios", ["show-375x812-336.json", "input-switch-instant.json"]),
      ("traces", ["react-native-show.csv", "ios-show-iphone15pro.json"]),
    ] {
      let into = curves.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: into, withIntermediateDirectories: true)
      for name in names {
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(folder + "/" + name),
          to: into.appendingPathComponent(name))
      }
    }
    return ["--curves", curves.path]
  }

  @Test("SIGKILL at random moments leaves only complete figures; the next run cleans up")
  func killedRuns() throws {
    let folder = try ToolProcess.temporaryFolder("kill")
    let logs = try ToolProcess.temporaryFolder("kill-logs")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: logs)
    }
    let curves = try Self.curves(in: logs)
    var generator = SystemRandomNumberGenerator()
    var killedMidway = 0
    // One whole run, timed, so that the kills land inside a run on a fast machine and a slow
    // one alike (a fixed window of 20–900 ms let all three short runs finish first now and
    // then, and the test proved nothing).
    let started = Date()
    let whole = try ToolProcess.run(
      ["gallery", "-o", logs.appendingPathComponent("whole").path] + curves, in: logs)
    try #require(whole.status == 0, "\(whole.stderr)")
    let microseconds = max(2_000, Date().timeIntervalSince(started) * 1e6)
    // Eight rounds of the whole gallery in the long run (CURVESCOPE_SLOW_TESTS=1), three of the
    // small one by default.
    for round in 0..<(SlowTests.enabled ? 8 : 3) {
      let process = try ToolProcess.start(
        ["gallery", "-o", folder.path, "--figure-format", ["png", "svg", "pdf"][round % 3]]
          + curves,
        logs: logs.appendingPathComponent("round-\(round)"))
      usleep(
        UInt32(
          Double.random(in: 0.05...0.8, using: &generator) * min(microseconds, 60e6)))
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killedMidway += 1
      }
      process.waitUntilExit()
      #expect(try FigureFileCheck.incompleteFigures(in: folder) == [], "round \(round)")
    }
    #expect(killedMidway > 0, "no run was killed before it finished; the test proved nothing")
    let finish = try ToolProcess.run(["gallery", "-o", folder.path] + curves, in: logs)
    #expect(finish.status == 0, "\(finish.stderr)")
    #expect(try FigureFileCheck.incompleteFigures(in: folder) == [])
    #expect(try FigureFileCheck.temporaries(in: folder) == [])
    let index = try String(contentsOf: folder.appendingPathComponent("index.md"), encoding: .utf8)
    for line in index.split(separator: "\n") where line.hasPrefix("![") {
      guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else {
        continue
      }
      let name = String(line[line.index(after: open)..<close])
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
    }
  }

  @Test(
    "two gallery runs into the same folder at once leave only complete files",
    .enabled(if: SlowTests.enabled, SlowTests.comment))
  func concurrentRuns() throws {
    let folder = try ToolProcess.temporaryFolder("twice")
    let logs = try ToolProcess.temporaryFolder("twice-logs")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: logs)
    }
    let first = try ToolProcess.start(
      ["gallery", "-o", folder.path], logs: logs.appendingPathComponent("a"))
    let second = try ToolProcess.start(
      ["gallery", "-o", folder.path], logs: logs.appendingPathComponent("b"))
    first.waitUntilExit()
    second.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(second.terminationStatus == 0)
    #expect(try FigureFileCheck.incompleteFigures(in: folder) == [])
    #expect(try FigureFileCheck.temporaries(in: folder) == [])
  }

  @Test(
    "unwritable places exit 73 with one clear line and leave no file",
    arguments: [
      ["compare", "-o", "/proc/curvescope.png"],
      ["compare", "-o", "/dev/full", "--figure-format", "png"],
      ["compare", "-o", "/etc/hostname/figure.png"],
      ["gallery", "-o", "/proc/curvescope-gallery"],
      ["check", "--write-baseline", "/proc/baseline.json"],
      ["fit", "keyboard", "-o", "/dev/full", "--figure-format", "svg"],
    ])
  func unwritable(arguments: [String]) throws {
    let logs = try ToolProcess.temporaryFolder("unwritable")
    defer { try? FileManager.default.removeItem(at: logs) }
    let result = try ToolProcess.run(arguments, in: logs)
    #expect(result.status == 73, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
  }
}
