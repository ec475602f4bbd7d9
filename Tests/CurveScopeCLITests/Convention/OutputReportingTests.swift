import Foundation
import Synchronization
import Testing

@testable import CurveScopeCLI

/// What a command says on standard error besides errors: the files it wrote, progress on a
/// terminal, notes; `--quiet` keeps only warnings and errors, `--verbose` adds the files read.
struct OutputReportingTests {
  @Test("a command that writes files names each on stderr with its size, unless --quiet")
  func wrote() throws {
    let folder = try ScratchFolder()
    let figure = folder.file("c.svg")
    let baseline = folder.file("b.json")
    let compare = ConventionRun([
      "compare", "--strategy", "curve-shift", "-o", figure, "--size", "400x300", "--scale", "1",
    ])
    #expect(compare.code == 0)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: figure)[.size] as? Int)
    let expected = "wrote \(figure) (\(WrittenOutputs.size(Int64(size))))"
    #expect(compare.err == expected + "\n", "\(compare.err)")
    let check = ConventionRun([
      "check", "--strategy", "reported-duration", "--no-config", "--write-baseline", baseline,
    ])
    #expect(check.code == 0)
    #expect(check.err.hasPrefix("wrote \(baseline) ("))
    let quiet = ConventionRun([
      "check", "--strategy", "reported-duration", "--no-config", "--write-baseline", baseline,
      "--quiet",
    ])
    #expect(quiet.code == 0)
    #expect(quiet.err.isEmpty)
    // A failed run names nothing, and an output not written this run is not named.
    let failed = ConventionRun(["check", "--strategy", "nope", "--write-baseline", baseline])
    #expect(!failed.err.contains("wrote"))
  }

  @Test("sizes read in bytes, KB and MB")
  func sizes() {
    #expect(WrittenOutputs.size(1) == "1 byte")
    #expect(WrittenOutputs.size(812) == "812 bytes")
    #expect(WrittenOutputs.size(1536) == "1.5 KB")
    #expect(WrittenOutputs.size(3 << 20) == "3 MB")
  }

  @Test("--quiet drops notes, --verbose adds the files read and the time; not both")
  func quietAndVerbose() {
    let noted = ConventionRun(["sample", "keyboard", "--duration", "0.25"])
    #expect(noted.err.hasPrefix("note: keyboard runs 0.5 s"))
    let quiet = ConventionRun(["sample", "keyboard", "--duration", "0.25", "-q"])
    #expect(quiet.err.isEmpty)
    #expect(quiet.out == noted.out)
    let scenario = Repository.root + "/Curves/scenarios/show-375x812-291.json"
    let verbose = ConventionRun(["compare", scenario, "--verbose"])
    #expect(verbose.code == 0)
    #expect(verbose.err.contains("note: read \(scenario)\n"))
    #expect(verbose.err.contains("note: done in "))
    let both = ConventionRun(["compare", "--quiet", "--verbose"])
    #expect(both.code == 64)
    #expect(both.err.hasPrefix("error: --quiet — cannot be combined with --verbose"))
  }

  @Test("progress appears only after the delay, at most ten times a second, and is cleared")
  func progress() {
    let shown = Mutex<[String]>([])
    var io = CommandIO(progress: { line in shown.withLock { $0.append(line) } })
    let soon = ProgressLine("work", io: io)
    soon.update(1, of: 10)
    soon.finish()
    #expect(shown.withLock { $0 }.isEmpty)
    let late = ProgressLine("work", io: io, delay: .zero)
    late.update(1, of: 4)
    late.update(2, of: 4)
    late.update(4, of: 4)
    late.finish()
    let lines = shown.withLock { $0 }
    #expect(lines.first == "work 1/4 (25 %)")
    #expect(lines.contains("work 4/4 (100 %)"))
    #expect(!lines.contains("work 2/4 (50 %)"))
    #expect(lines.last == "")
    io.progress = nil
    let none = ProgressLine("work", io: io, delay: .zero)
    none.update(1, of: 1)
    none.finish()
    #expect(shown.withLock { $0 }.count == lines.count)
  }

  @Test("an animation reports its frames to the progress line as it writes them")
  func animationProgress() throws {
    let folder = try ScratchFolder()
    let shown = Mutex<[String]>([])
    let result = ConventionRun(
      [
        "compare", "--strategy", "curve-shift", "-o", folder.file("a.gif"), "--output-fps", "10",
        "--slow-motion", "1",
      ],
      progress: { line in shown.withLock { $0.append(line) } }, progressDelay: .zero)
    #expect(result.code == 0, "\(result.err)")
    let lines = shown.withLock { $0 }
    let prefix = "compare: \(folder.file("a.gif")) frame "
    #expect(lines.first?.hasPrefix(prefix) == true, "\(lines)")
    #expect(lines.dropLast().last?.hasSuffix("(100 %)") == true, "\(lines)")
    #expect(lines.last == "")
  }
}
