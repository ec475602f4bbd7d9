import CurveScopeTestSupport
import Foundation
import Testing

@testable import CurveScopeCLI

/// Every example the help, the README and the DocC articles show runs as shown (see
/// ``DocumentedExamples`` for the stand-ins). `gallery` examples render the whole gallery,
/// `measure` examples decode recordings that Pillow draws (tens of seconds each in a debug
/// build) and animation examples encode GIFs and MP4s: they run with the long tests
/// (`CURVESCOPE_SLOW_TESTS=1`), as does the GIF of every preset. So do the
/// examples that search (`fit`: 5–15 s each in a debug build) or match a folder of traces: by
/// default the first of them stands for the rest.
@Suite("Reliability: documented examples run")
struct DocumentedExampleTests {
  /// The lines of `lines` that run here: neither `measure`, `gallery` nor an animation; of the
  /// long ones (``isLong(_:)``), only the first unless the long runs are on.
  static func everyday(_ lines: [String]) -> [String] {
    let everyday = lines.filter {
      !DocumentedExamples.runs("measure", $0) && !DocumentedExamples.runs("gallery", $0)
        && !DocumentedExamples.animates($0)
    }
    if SlowTests.enabled { return everyday }
    let firstLong = everyday.first(where: isLong)
    return everyday.filter { !isLong($0) || $0 == firstLong }
  }

  /// Whether an example line is long in a debug build: a `fit` (the Bézier search and the
  /// ports), or a `compare` or `explain` that matches the repository's whole trace folder.
  static func isLong(_ line: String) -> Bool {
    let words = DocumentedExamples.words(line)
    let matchesFolder =
      (DocumentedExamples.runs("compare", line) || DocumentedExamples.runs("explain", line))
      && zip(words, words.dropFirst()).contains { $0 == "--trace" && $1 == "Curves/traces" }
    return DocumentedExamples.runs("fit", line) || matchesFolder
  }

  /// Every documented line: the help's, the README's and the articles'.
  static func allLines() throws -> [String] {
    DocumentedExamples.helpLines + (try DocumentedExamples.readmeLines())
      + (try DocumentedExamples.articleLines().map(\.line))
  }

  @Test("every --help example runs")
  func helpExamples() throws {
    let ran = try DocumentedExamples.runAll(Self.everyday(DocumentedExamples.helpLines))
    #expect(ran > 10, "only \(ran) examples ran")
  }

  @Test("every command line the README shows runs")
  func readmeExamples() throws {
    let lines = try DocumentedExamples.readmeLines()
    #expect(lines.contains { $0.hasPrefix("curvescope lint App") })
    #expect(lines.contains { $0.hasPrefix("curvescope check Curves/scenarios") })
    let ran = try DocumentedExamples.runAll(Self.everyday(lines))
    #expect(ran >= 6, "only \(ran) examples ran")
  }

  @Test("every command line the DocC articles show runs")
  func articleExamples() throws {
    let lines = try DocumentedExamples.articleLines().map(\.line)
    let ran = try DocumentedExamples.runAll(Self.everyday(lines))
    #expect(ran > 20, "only \(ran) examples ran")
  }

  @Test(
    "every documented measure example runs on a stand-in recording",
    .enabled(if: SlowTests.enabled, SlowTests.comment),
    .enabled(if: PillowPython.path != nil, PillowPython.comment))
  func measureExamples() throws {
    let python = try #require(PillowPython.path)
    let lines = try Self.allLines().filter { DocumentedExamples.runs("measure", $0) }
    let recordings = try DocumentedRecordings(python: python)
    let ran = try DocumentedExamples.runAll(lines, recordings: recordings)
    #expect(ran >= 5, "only \(ran) measure examples ran")
  }

  @Test(
    "every documented gallery example runs", .enabled(if: SlowTests.enabled, SlowTests.comment))
  func galleryExamples() throws {
    let lines = try Self.allLines().filter { DocumentedExamples.runs("gallery", $0) }
    let ran = try DocumentedExamples.runAll(lines)
    #expect(ran >= 3, "only \(ran) gallery examples ran")
  }

  @Test(
    "every documented animation example runs", .enabled(if: SlowTests.enabled, SlowTests.comment))
  func animationExamples() throws {
    let lines = try Self.allLines().filter {
      DocumentedExamples.animates($0) && !DocumentedExamples.runs("measure", $0)
    }
    #expect(lines.contains { $0.contains("--strategy all -o all.mp4") })
    let ran = try DocumentedExamples.runAll(lines)
    #expect(ran >= 5, "only \(ran) animation examples ran")
  }

  @Test(
    "plain compare -o x.gif animates every preset",
    .enabled(if: SlowTests.enabled, SlowTests.comment))
  func allPresets() throws {
    let scratch = try ScratchFolder()
    let path = scratch.file("x.gif")
    let run = InProcessRun(["compare", "-o", path])
    #expect(run.code == .success, "\(run.err)")
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
