import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// `--profile`, `profiles`, `sweep --profile`, `dismissal` and `pacing`, run in-process.
@Suite("Profile, dismissal and pacing commands")
struct ProfileCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func json(_ text: String) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  static func temporary(_ name: String, _ contents: String? = nil) throws -> String {
    let path = NSTemporaryDirectory() + "curvescope-profiles-\(UUID().uuidString)-" + name
    if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
    return path
  }

  /// The width and height in a PNG's IHDR chunk.
  static func pngSize(_ path: String) -> (Int, Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count > 24 else {
      return nil
    }
    let bytes = Array(data)
    func word(_ at: Int) -> Int {
      bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (word(16), word(20))
  }

  @Test("compare --profile ios-26: curve-shift's gap is the spring's remainder at 0.25 s")
  func compareIOS26() throws {
    let result = runTool("compare", "--strategy", "curve-shift", "--profile", "ios-26", "--json")
    #expect(result.code == 0, "\(result.err)")
    let object = try #require(try Self.json(result.out).first)
    let gap = try #require(object["maxGapPoints"] as? Double)
    #expect(gap > 5.54 && gap < 5.56)
    #expect(object["maxGapAtMs"] as? Double == 250)
    let text = runTool("compare", "--strategy", "curve-shift", "--profile", "ios-26")
    #expect(text.out.contains("keyboard ios-26 (second-hand)"))
  }

  @Test("--profile errors: an unknown name (64), a bad file (65), a missing file (66)")
  func profileErrors() throws {
    let unknown = runTool("compare", "--profile", "ios-27")
    #expect(unknown.code == 64 && unknown.out.isEmpty)
    #expect(unknown.err.hasPrefix("error: --profile 'ios-27' — unknown keyboard profile"))
    #expect(unknown.err.contains("did you mean 'ios-26'"))
    let bad = try Self.temporary(
      "bad.json", #"{"name": "x", "base": "ios", "spring": {"mass": -1}}"#)
    defer { try? FileManager.default.removeItem(atPath: bad) }
    let badResult = runTool("check", "--profile", bad)
    #expect(badResult.code == 65 && badResult.out.isEmpty)
    #expect(badResult.err.contains("spring"))
    let missing = runTool("explain", "--profile", "/nonexistent/profile.json")
    #expect(missing.code == 66 && missing.out.isEmpty)
  }

  @Test("a user profile file changes the verdict: iOS 26 reporting 0.383 s")
  func userProfile() throws {
    let file = try Self.temporary(
      "mine.json",
      #"{"name": "ios-26-383", "base": "ios-26", "notifications": {"duration": 0.383}}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = runTool("check", "--profile", file, "--strategy", "curve-shift")
    #expect(result.code == 0, "\(result.out)\(result.err)")
    let builtIn = runTool("check", "--profile", "ios-26", "--strategy", "curve-shift")
    #expect(builtIn.code == 1)
    #expect(builtIn.out.contains("max gap 5.5 pt > 1 pt"))
  }

  @Test("profiles --json is Curves/profiles.json; the table lists the seven with provenance")
  func profilesCommand() throws {
    let result = runTool("profiles", "--json")
    #expect(result.code == 0)
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Curves/profiles.json"), encoding: .utf8)
    #expect(result.out == file)
    let table = runTool("profiles")
    for profile in KeyboardProfile.builtIn {
      #expect(table.out.contains("\n\(profile.name) "), "\(profile.name)")
    }
    #expect(table.out.contains("second-hand") && table.out.contains("documented"))
    #expect(runTool("profiles", "/nonexistent.json").code == 66)
  }

  @Test("sweep --profile all: one row per profile, the profile last in CSV, a heat map with -o")
  func sweepProfiles() throws {
    let csv = runTool(
      "sweep", "--strategy", "curve-shift", "--profile", "all", "--keyboard-height", "291",
      "--fps", "120")
    #expect(csv.code == 0, "\(csv.err)")
    let lines = csv.out.split(separator: "\n")
    #expect(lines.count == 1 + KeyboardProfile.builtIn.count)
    #expect(lines[0].hasSuffix(",rms_gap_pt,profile"))
    #expect(
      lines.dropFirst().map { $0.split(separator: ",").last.map(String.init) ?? "" }
        == KeyboardProfile.builtIn.map(\.name))
    let path = try Self.temporary("heat.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let figure = runTool(
      "sweep", "--profile", "ios,ios-26", "--keyboard-height", "291", "--fps", "120", "-o", path,
      "--size", "800x500")
    #expect(figure.code == 0, "\(figure.err)")
    #expect(Self.pngSize(path).map { $0 == (800, 500) } == true)
    #expect(runTool("sweep", "--size", "800x500").code == 64)
    #expect(runTool("sweep", "--profile", "ios,,").code == 64)
  }

  @Test("dismissal: the three gestures, the followers' numbers, the figure")
  func dismissal() throws {
    let result = runTool(
      "dismissal", "--strategy", "input-accessory-view", "--strategy", "curve-shift")
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("flick: release at 100 ms, 2000 pt/s → hides"))
    #expect(result.out.contains("drag-return: release at 750 ms, -300 pt/s → returns"))
    let json = try Self.json(
      runTool("dismissal", "--gesture", "drag-return", "--strategy", "curve-shift", "--json").out)
    #expect(json.count == 1)
    #expect(abs((json[0]["maxGapPoints"] as? Double ?? 0) - 150) < 1e-9)
    let path = try Self.temporary("dismissal.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(runTool("dismissal", "--gesture", "flick", "-o", path).code == 0)
    #expect(Self.pngSize(path).map { $0 == (1600, 1000) } == true)
    let notInteractive = runTool(
      "dismissal", Self.root.appendingPathComponent("Curves/scenarios/show-ios26.json").path)
    #expect(notInteractive.code == 65)
    #expect(runTool("dismissal", "--gesture", "flik").code == 64)
  }

  @Test("pacing: reproducible quantiles, a figure, bounded options")
  func pacing() throws {
    let arguments = [
      "pacing", "--strategy", "display-link", "--runs", "50", "--rates", "120,60",
      "--rate-change", "0.1", "--drop", "0.1", "--json",
    ]
    var first = CommandIO()
    var second = CommandIO()
    #expect(CurveScopeTool.run(arguments, io: &first) == .success)
    #expect(CurveScopeTool.run(arguments, io: &second) == .success)
    #expect(first.standardOutput == second.standardOutput)
    let object = try #require(try Self.json(first.standardOutput).first)
    let overlap = try #require(object["maxOverlapPoints"] as? [String: Double])
    #expect((overlap["p50"] ?? 0) <= (overlap["p95"] ?? 0))
    #expect((overlap["p95"] ?? 0) <= (overlap["max"] ?? 0))
    #expect(
      overlap["regular"] == 16.270496398406616 || abs((overlap["regular"] ?? 0) - 16.2705) < 1e-3)
    #expect(runTool("pacing", "--runs", "0").code == 64)
    #expect(runTool("pacing", "--drop", "0.95").code == 64)
    #expect(runTool("pacing", "--rates", "0").code == 64)
    let path = try Self.temporary("spread.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(runTool("pacing", "--runs", "20", "-o", path).code == 0)
    let svg = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
  }
}
