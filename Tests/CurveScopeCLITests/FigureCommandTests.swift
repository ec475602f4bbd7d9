import Foundation
import Testing

@testable import CurveScopeCLI

/// `compare -o` and `gallery`, run in-process.
@Suite("Figure commands")
struct FigureCommandTests {
  /// A fresh temporary folder.
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "curvescope-cli-figures-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func contents(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  /// A complete PNG: the signature, and the IEND chunk (with its CRC) at the very end.
  static func isCompletePNG(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else { return false }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    return Array(data.prefix(8)) == signature && Array(data.suffix(12)) == end
  }

  /// The repository's Curves folder.
  static var curves: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Curves").path
  }

  @Test("compare -o FILE.png writes the figure and still prints the summary")
  func comparePNG() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = runTool("compare", "--strategy", "reported-duration", "-o", folder + "/c.png")
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("reported-duration") && result.out.contains("63.5 pt at 91.7 ms"))
    #expect(Self.isCompletePNG(folder + "/c.png"))
    #expect(try Self.contents(folder) == ["c.png"])
  }

  @Test(
    "compare -o: every figure kind and format",
    arguments: [
      ("comparison", "svg"), ("filmstrip", "pdf"), ("overview", "png"), ("filmstrip", "png"),
    ])
  func kinds(kind: String, format: String) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/figure.\(format)"
    var arguments = ["compare", "--figure", kind, "-o", path, "--size", "800x500", "--scale", "1"]
    if kind == "filmstrip" { arguments += ["--strategy", "display-link"] }
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    #expect(code.rawValue == 0, "\(io.standardError)")
    let data = try #require(FileManager.default.contents(atPath: path))
    switch format {
    case "svg": #expect(String(decoding: data.prefix(200), as: UTF8.self).contains("<svg"))
    case "pdf": #expect(String(decoding: data.prefix(5), as: UTF8.self) == "%PDF-")
    default: #expect(Self.isCompletePNG(path))
    }
  }

  @Test(
    "bad figure requests are usage errors (64) and write nothing",
    arguments: [
      ["-o", "FOLDER/c.jpg"], ["-o", "FOLDER/c"], ["-o", "FOLDER/c.png", "--size", "50x50"],
      ["-o", "FOLDER/c.png", "--size", "big"], ["-o", "FOLDER/c.png", "--scale", "0"],
      ["-o", "FOLDER/c.png", "--figure", "pie"], ["--figure", "filmstrip"],
      ["--size", "800x500"],
      // Twelve rows are too many for a filmstrip (without --strategy it draws the pair).
      ["-o", "FOLDER/c.png", "--figure", "filmstrip", "--strategy", "all"],
    ])
  func usage(arguments: [String]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var io = CommandIO()
    let code = CurveScopeTool.run(
      ["compare"] + arguments.map { $0.replacingOccurrences(of: "FOLDER", with: folder) }, io: &io)
    #expect(code.rawValue == 64, "\(io.standardError)")
    #expect(io.standardOutput.isEmpty)
    #expect(io.standardError.hasPrefix("error: "))
    #expect(try Self.contents(folder) == [])
  }

  @Test("an unwritable output is exit 73 with one error line")
  func unwritable() {
    let result = runTool("compare", "--strategy", "curve-shift", "-o", "/proc/x.png")
    #expect(result.code == 73)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix("error: /proc/x.png — "))
    #expect(result.err.filter { $0 == "\n" }.count == 1)
  }

  @Test(
    "gallery -o DIR: every figure in index.md exists and is a complete PNG; stale temporaries go")
  func gallery() throws {
    // Two scenarios (one key scenario) keep the run short; the run is shared (SharedGallery).
    let run = try SharedGallery.get()
    #expect(run.code == .success, "\(run.err)")
    let linked = run.linked
    #expect(linked.count >= 10)
    for file in linked {
      if file.hasSuffix(".gif") {
        // The gallery's animations: a GIF89a header and the trailer byte.
        #expect(run.isCompleteGIF(file), "\(file)")
      } else {
        #expect(run.isCompletePNG(file), "\(file)")
      }
    }
    #expect(linked.contains("animation-show-375x812-291.gif"))
    #expect(run.files.keys.sorted() == (linked + ["index.md"]).sorted())
    #expect(run.out.hasPrefix("\(linked.count) figures in "))
    #expect(run.out.contains("removed 1 stale temporary"))
    #expect(run.err.contains("wrote \(linked.count + 1) files in \(run.output)\n"), "\(run.err)")
    #expect(linked.contains("comparison-show-375x812-291.png"))
    #expect(linked.contains("filmstrip-show-375x812-291.png"))
    #expect(linked.contains("option-bits.png") && linked.contains("curves.png"))
  }

  @Test("gallery: bad format is 64; a missing Curves folder is 66; an output under a file is 73")
  func galleryErrors() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(runTool("gallery", "-o", folder, "--figure-format", "gif").code == 64)
    #expect(runTool("gallery", "-o", folder, "--curves", folder + "/none").code == 66)
    #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data([0])))
    // One scenario: the output folder is made after every scenario is analysed, which for the
    // repository's whole folder takes most of a minute in a debug build.
    let curves = folder + "/Curves"
    try FileManager.default.createDirectory(
      atPath: curves + "/scenarios", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.curves + "/scenarios/input-switch-instant.json",
      toPath: curves + "/scenarios/input-switch-instant.json")
    #expect(runTool("gallery", "-o", folder + "/file/out", "--curves", curves).code == 73)
  }
}
