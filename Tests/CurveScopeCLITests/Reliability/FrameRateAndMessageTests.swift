import Foundation
import Testing

@testable import CurveScopeCLI

/// One range of frame rates for every option and file, and messages that say what is wrong.
@Suite("Reliability: frame rates and plain messages")
struct FrameRateAndMessageTests {
  @Test(
    "a rate outside [1, 1000] Hz is exit 64 for every command that takes --fps",
    arguments: [
      ["check", "--fps", "1e-300"], ["explain", "--fps", "1e-300"], ["compare", "--fps", "0.5"],
      ["sample", "linear", "--fps", "4.9e-324"], ["sweep", "--fps", "60,0.999"],
      ["compare", "--fps", "1000.001"], ["sample", "linear", "--fps", "0.99hz"],
    ])
  func rateOutOfRange(arguments: [String]) {
    // A list names the value at fault.
    let value = arguments.last?.split(separator: ",").last.map(String.init) ?? ""
    InProcessRun(arguments).expectError(
      .usage, "error: --fps '\(value)' — must be a number of frames per second in [1, 1000]")
  }

  @Test(
    "the bounds themselves are rates",
    arguments: [["compare", "--fps", "1"], ["sweep", "--fps", "1,1000"]])
  func rateBounds(arguments: [String]) {
    let run = InProcessRun(arguments)
    #expect(run.code == .success, "\(run.err)")
  }

  @Test(
    "a scenario file's fps outside [1, 1000] is exit 65 naming the field",
    arguments: [0.5, 1e-300, 1000.5])
  func scenarioRate(fps: Double) throws {
    let scratch = try ScratchFolder()
    let path = try scratch.copyScenario(as: "s.json")
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let screen = "\"screen\": {\"width\": 375, \"height\": 812},"
    #expect(text.contains(screen))
    text = text.replacingOccurrences(of: screen, with: screen + " \"fps\": \(fps),")
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    InProcessRun(["check", path]).expectError(.dataError, "error: \(path) — fps")
  }

  @Test("help help prints the tool's help, as --help does")
  func helpHelp() {
    let help = InProcessRun(["help", "help"])
    #expect(help.code == .success)
    #expect(help.out == InProcessRun(["--help"]).out)
    #expect(help.out.contains("SUBCOMMANDS:"))
  }

  @Test("gallery -o '' is a usage error (64), and nothing is written")
  func galleryEmptyOutput() {
    InProcessRun(["gallery", "-o", ""]).expectError(.usage, "error: --output '' —")
  }

  @Test(
    "a negative size reads as a size, and says which bound it breaks",
    arguments: [
      ["compare", "--size", "-100x-100", "-o", "x.png"],
      ["fit", "keyboard", "-o", "x.svg", "--size", "-5x800"],
    ])
  func negativeSize(arguments: [String]) {
    InProcessRun(arguments).expectError(.usage, "error: size -")
    #expect(InProcessRun(arguments).err.contains("each side must be 100…10000 pixels"))
  }

  @Test("a value after an option that starts with a dash and a digit is the option's value")
  func dashDigitValues() throws {
    let parser = ArgumentParser(spec: CompareCommand.spec)
    guard case .run(let parsed) = try parser.parse(["--size", "-100x-100", "--margin", "-.5"])
    else {
      Issue.record("parsed as help")
      return
    }
    #expect(parsed.text(FigureOptions.size) == "-100x-100")
    #expect(parsed.text(SyncOptions.margin) == "-.5")
  }

  @Test("control characters in a typed path are escaped in the error line")
  func escapedPath() {
    let run = InProcessRun(["compare", "no\u{1B}[31mred\nfake.json"])
    run.expectError(.noInput, "error: no\\e[31mred\\nfake.json — no such file or directory")
    #expect(!run.err.contains("\u{1B}"))
  }
}
