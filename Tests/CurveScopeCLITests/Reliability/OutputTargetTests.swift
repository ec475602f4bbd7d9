import Foundation
import Testing

@testable import CurveScopeCLI

/// No command writes over one of its inputs; `-` is not a file name; FIFOs, links and paths
/// that are not UTF-8 are written as documented.
@Suite("Reliability: where outputs go")
struct OutputTargetTests {
  @Test("check --write-baseline onto its own scenario, by any spelling, is refused (64)")
  func baselineOverScenario() throws {
    let scratch = try ScratchFolder()
    let scenario = try scratch.copyScenario(as: "S.json")
    let original = try Data(contentsOf: URL(fileURLWithPath: scenario))
    let link = scratch.file("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "S.json")
    let hard = scratch.file("hard.json")
    try FileManager.default.linkItem(atPath: scenario, toPath: hard)
    let spellings: [(input: String, output: String)] = [
      (scenario, scenario), (scenario, scratch.path + "/./S.json"), (link, scenario),
      (scenario, link), (hard, scenario), (scratch.path, scenario),
    ]
    for (input, output) in spellings {
      InProcessRun(["check", input, "--write-baseline", output]).expectError(
        .usage,
        "error: --write-baseline '\(output)' — is "
          + (input == scratch.path ? "a file of the input folder '" : "the input '"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: scenario)) == original)
  }

  @Test("a figure, baseline or strategy file named as another input is refused before the work")
  func otherInputs() throws {
    let scratch = try ScratchFolder()
    let scenario = try scratch.copyScenario(as: "s.json")
    let strategy = try scratch.write("strategy.json", #"{"name": "mine"}"#)
    let baseline = scratch.file("baseline.json")
    let dump = scratch.file("dump.txt")
    try FileManager.default.copyItem(
      atPath: Repository.root + "/Curves/dumps/objc-iphone-x-show.txt", toPath: dump)
    #expect(InProcessRun(["check", scenario, "--write-baseline", baseline]).code == .success)
    let cases: [[String]] = [
      ["compare", scenario, "-o", scenario, "--figure-format", "png"],
      ["compare", scenario, "--strategy", strategy, "-o", strategy, "--figure-format", "svg"],
      ["check", scenario, "--baseline", baseline, "--write-baseline", baseline],
      ["check", scenario, "--strategy", strategy, "--write-baseline", strategy],
      ["compare", "--dump", dump, "-o", dump, "--figure-format", "pdf"],
    ]
    for arguments in cases {
      let option = arguments.contains("-o") ? "--output" : "--write-baseline"
      InProcessRun(arguments).expectError(.usage, "error: \(option) '")
    }
  }

  @Test("standard input held in a regular file is an input too")
  func standardInputFile() throws {
    let scratch = try ScratchFolder()
    let scenario = try scratch.copyScenario(as: "s.json")
    let registry = InputRegistry()
    let descriptor = open(scenario, O_RDONLY)
    try #require(descriptor >= 0)
    let saved = dup(0)
    dup2(descriptor, 0)
    registry.recordStandardInput()
    dup2(saved, 0)
    close(saved)
    close(descriptor)
    #expect(registry.input(at: scenario)?.path == "-")
  }

  @Test("--write-baseline - and -o - are refused: standard output holds the report")
  func dash() {
    InProcessRun(["check", "--write-baseline", "-"]).expectError(
      .usage, "error: --write-baseline '-' — would be a file named '-'")
    InProcessRun(["compare", "-o", "-", "--figure-format", "png"]).expectError(
      .usage, "error: --output '-' — would be a file named '-'")
    InProcessRun(["fit", "keyboard", "-o", "-", "--figure-format", "png"]).expectError(
      .usage, "error: --output '-' — would be a file named '-'")
  }

  @Test("-o to a FIFO that nobody reads is refused at once (73), without blocking")
  func fifoWithoutReader() throws {
    let scratch = try ScratchFolder()
    let fifo = scratch.fifo("figure.png")
    InProcessRun(["compare", "-o", fifo]).expectError(
      .cannotCreate, "error: \(fifo) — is a FIFO (named pipe) that no process reads")
    InProcessRun(["check", "--write-baseline", fifo]).expectError(
      .cannotCreate, "error: \(fifo) — is a FIFO")
  }

  @Test("-o to a FIFO with a reader writes the whole figure into it")
  func fifoWithReader() async throws {
    let scratch = try ScratchFolder()
    let fifo = scratch.fifo("figure.svg")
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let received = Task.detached { () -> [UInt8] in
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
        if count > 0 {
          bytes += buffer[0..<count]
        } else if count == 0, !bytes.isEmpty {
          return bytes
        } else {
          usleep(1000)
        }
      }
    }
    let run = InProcessRun(["compare", "-o", fifo])
    #expect(run.code == .success, "\(run.err)")
    let text = String(decoding: await received.value, as: UTF8.self)
    #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"))
    #expect(text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
  }

  @Test("-o through a symbolic link writes the file it points to and keeps the link")
  func symbolicLink() throws {
    let scratch = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: scratch.file("docs"), withIntermediateDirectories: false)
    let link = scratch.file("figure.svg")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "docs/real.svg")
    let run = InProcessRun(["compare", "-o", link])
    #expect(run.code == .success, "\(run.err)")
    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    let text = try String(contentsOfFile: scratch.file("docs/real.svg"), encoding: .utf8)
    #expect(text.contains("</svg>"))
    // A loop of links is refused, naming the path typed.
    let loop = scratch.file("loop.svg")
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.svg")
    InProcessRun(["compare", "-o", loop]).expectError(
      .cannotCreate, "error: \(loop) — symbolic links nest more than 40 deep")
  }

  @Test("-o with a name that is not UTF-8 writes exactly that name")
  func nonUTF8Output() throws {
    let scratch = try ScratchFolder()
    let path = scratch.path + "/" + PathTextFixture.invalidName(".svg")
    let run = InProcessRun(["compare", "-o", path])
    #expect(run.code == .success, "\(run.err)")
    #expect(
      PathTextFixture.rawNames(in: scratch.path) == [[0xFF, 0x78, 0xFE] + Array(".svg".utf8)])
  }
}
