import Foundation
import Testing

@testable import CurveScopeCLI

/// `compare -o` without `--strategy` draws the instructive pair; the table keeps every preset.
@Suite("compare draws the instructive pair")
struct ComparePairTests {
  static func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    var io = CommandIO()
    let code = CurveScopeTool.run(arguments, io: &io)
    return (code.rawValue, io.standardOutput, io.standardError)
  }

  @Test("a filmstrip without --strategy draws two rows instead of refusing twelve")
  func filmstrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "curvescope-pair-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("strip.svg").path
    let result = Self.run(["compare", "--figure", "filmstrip", "-o", path])
    #expect(result.code == 0, "\(result.err)")
    // Twelve rows would be refused (see below): the file exists, so fewer were drawn.
    #expect(FileManager.default.fileExists(atPath: path))
    // The table still has every preset.
    #expect(result.out.contains("fixed-guess") && result.out.contains("kvo-center"))
    // Named strategies are drawn as named: twelve are still too many for a filmstrip.
    let all = Self.run(["compare", "--strategy", "all", "--figure", "filmstrip", "-o", path])
    #expect(all.code == 64)
  }
}
