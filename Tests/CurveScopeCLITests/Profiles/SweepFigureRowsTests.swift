import CurveScope
import CurveScopePlot
import Foundation
import Testing

@testable import CurveScopeCLI

/// `sweep -o` keeps only the rows its heat map draws while the text streams: the figure must be
/// the one every row gives, and errors of a cell name the file at fault.
@Suite("Sweep heat maps from streamed rows")
struct SweepFigureRowsTests {
  /// The heat map's labels, values and header lines, to compare two figures.
  static func content(_ figure: Figure) throws -> (
    rows: [String], columns: [String], values: [[Double?]], header: [String]
  ) {
    guard case .heatMap(let map) = try #require(figure.panels.first).content else {
      Issue.record("not a heat map")
      return ([], [], [], [])
    }
    return (
      map.rowLabels, map.columnLabels, map.values, figure.header?.lines.map(\.text) ?? []
    )
  }

  /// Every preset and two more, shuffled so that a cell's worst row is neither first nor last.
  static func sweep(profiles: [KeyboardProfile]) -> SyncSweep {
    var late = InputBarStrategy.displayLink
    late.name = "display-link-3"
    late.latencyFrames = 3
    var sweep = SyncSweep(
      strategies: [late] + InputBarStrategy.presets.reversed(),
      keyboardHeights: [291, 216, 336], frameRates: [.hz120, .hz60], durations: [0.4, 0.25, 0.1])
    sweep.profiles = profiles
    return sweep
  }

  @Test(
    "the kept rows draw the figure every row draws",
    arguments: [["ios"], KeyboardProfile.builtIn.map(\.name), ["ios-26", "android-compat"]])
  func sameFigure(_ names: [String]) throws {
    let sweep = Self.sweep(profiles: try names.map { try KeyboardProfile.named($0) })
    let all = try sweep.run()
    var kept = SweepFigureRows(sweep: sweep)
    for row in all { kept.add(row) }
    let rows = kept.rows
    #expect(rows.count < all.count / 2)
    let whole = try Self.content(SweepCommandFigure.figure(sweep, rows: all))
    let streamed = try Self.content(SweepCommandFigure.figure(sweep, rows: rows))
    #expect(streamed.rows == whole.rows)
    #expect(streamed.columns == whole.columns)
    #expect(streamed.values == whole.values)
    #expect(streamed.header == whole.header)
    // Each cell covers several swept values (durations; heights too with profiles) and says so.
    #expect(whole.header.contains { $0.contains("several swept values") })
  }

  @Test("a header lists a few swept values, and many as their range and count")
  func headerValues() throws {
    var sweep = SyncSweep(
      strategies: [.curveShift], keyboardHeights: (0..<40).map { 200 + Double($0) },
      frameRates: [.hz120], durations: [0.25, 0.4])
    sweep.profiles = [.ios, .ios26]
    let header = try Self.content(SweepCommandFigure.figure(sweep, rows: try sweep.run())).header
    #expect(header[0].contains("(keyboard 200 pt–239 pt (40 values), reported 0.25 s, 0.4 s,"))
  }

  @Test("sweep -o streams CSV and writes the same heat map as the whole grid")
  func command() throws {
    let path = NSTemporaryDirectory() + "curvescope-sweep-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = runTool(
      "sweep", "--profile", "ios,ios-26,floating", "--keyboard-height", "216,291",
      "--duration", "0.25,0.4", "--fps", "60,120", "-o", path)
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.split(separator: "\n").count == 1 + 12 * 3 * 2 * 2 * 2)
    #expect(ProfileCommandTests.pngSize(path).map { $0 == (1600, 1000) } == true)
    // -o over one of the command's inputs is refused before any row is printed.
    let strategy = NSTemporaryDirectory() + "curvescope-sweep-\(UUID().uuidString).json"
    try #"{"name": "mine", "reaction": "follow"}"#.write(
      toFile: strategy, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: strategy) }
    let over = runTool("sweep", "--strategy", strategy, "-o", strategy)
    #expect(over.code == 64 && over.out.isEmpty, "\(over.err)")
  }

  @Test("a cell's error names the strategy's file, else the profile's, else the scenario's")
  func fileAtFault() throws {
    let io = CommandIO()
    var scenario = try Scenario.defaultShow()
    scenario.keyboardProfile.name = "mine"
    let strategy = InputBarStrategy.curveShift
    #expect(SyncSources.file(atFault: scenario, strategy: strategy, io: io) == nil)
    io.inputs.noteScenario(scenario.name, path: "s.json")
    #expect(SyncSources.file(atFault: scenario, strategy: strategy, io: io) == "s.json")
    io.inputs.noteProfile("mine", path: "p.json")
    #expect(SyncSources.file(atFault: scenario, strategy: strategy, io: io) == "p.json")
    io.inputs.noteStrategy(strategy.name, path: "bar.json")
    // The keyboard sets up: the bar is at fault.
    #expect(SyncSources.file(atFault: scenario, strategy: strategy, io: io) == "bar.json")
  }
}
