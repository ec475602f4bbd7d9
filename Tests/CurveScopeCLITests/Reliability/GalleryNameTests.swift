import CurveScope
import Foundation
import Testing

@testable import CurveScopeCLI

/// Scenario names that cannot give distinct, valid file names are refused before any figure is
/// drawn, naming the scenario file.
@Suite("Reliability: gallery names checked before the work")
struct GalleryNameTests {
  /// A curves folder holding `a.json` and `b.json`, the default show scenario named `first` and
  /// `second`.
  static func curves(_ scratch: ScratchFolder, first: String, second: String) throws -> String {
    let folder = scratch.file("curves")
    try FileManager.default.createDirectory(
      atPath: folder + "/scenarios", withIntermediateDirectories: true)
    let source = try String(
      contentsOfFile: Repository.root + "/Curves/scenarios/show-375x812-291.json", encoding: .utf8)
    for (file, name) in [("a.json", first), ("b.json", second)] {
      let text = source.replacingOccurrences(
        of: "\"name\": \"show-375x812-291\"", with: "\"name\": \(JSONText.quoted(name))")
      try text.write(toFile: folder + "/scenarios/" + file, atomically: false, encoding: .utf8)
    }
    return folder
  }

  @Test(
    "two scenarios whose names give the same files are refused, naming both files",
    arguments: [
      ("show", "show"), ("show 375", "show-375"), ("Show", "show"), ("a/b", "a:b"),
      (".hidden", "hidden"),
    ])
  func sameFileNames(first: String, second: String) throws {
    let scratch = try ScratchFolder()
    let curves = try Self.curves(scratch, first: first, second: second)
    let output = scratch.file("out")
    let run = InProcessRun(["gallery", "--curves", curves, "-o", output])
    run.expectError(.dataError, "error: \(curves)/scenarios/b.json — name \"")
    #expect(run.err.contains("as \(curves)/scenarios/a.json"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// Each `é` becomes one `-` in the file name.
  @Test("a name too long for a file name is refused before the work", arguments: [200, 300, 5000])
  func tooLong(length: Int) throws {
    let scratch = try ScratchFolder()
    let curves = try Self.curves(
      scratch, first: "short", second: String(repeating: "é", count: length))
    let output = scratch.file("out")
    let run = InProcessRun(["gallery", "--curves", curves, "-o", output])
    run.expectError(.dataError, "error: \(curves)/scenarios/b.json — name \"éééé")
    #expect(run.err.contains("is too long for a file name"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test("the longest name that fits is drawn")
  func longestThatFits() throws {
    let overhead = GalleryNames.temporaryOverhead + "comparison-".count + 1 + ".png".count
    let longest = InputBarStrategy.presets.map(\.name.count).max() ?? 0
    let fits = GalleryNames.maximumFileNameBytes - overhead - longest
    func named(_ count: Int) throws -> Scenario {
      var scenario = try Scenario.defaultShow()
      scenario.name = String(repeating: "n", count: count)
      return scenario
    }
    #expect(throws: Never.self) {
      try GalleryNames.check([("a.json", try named(fits))], format: .png)
    }
    #expect(throws: InputFileError.self) {
      try GalleryNames.check([("a.json", try named(fits + 1))], format: .png)
    }
  }
}
