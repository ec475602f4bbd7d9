import CurveScope
import CurveScopeLint

/// `curvescope lint` throughput in MB of Swift source per second on one core: the lexer alone,
/// the whole linter on small files that all hold keyboard handlers (the worst case), on
/// 20 KB view controllers that all do, and on an app-like mix where one file in twenty does
/// (most files are screened out before lexing).
enum LintBenchmarks {
  static func run() throws -> [String] {
    var lines: [String] = []
    let heavy = LintCorpus.files(count: 400, keyboardEvery: 1)
    let mixed = LintCorpus.files(count: 400, keyboardEvery: 20)
    let large = LintCorpus.files(count: 100, keyboardEvery: 1, extraMethods: 16)
    let largeBytes = large.reduce(0) { $0 + $1.count }
    let heavyBytes = heavy.reduce(0) { $0 + $1.count }
    let mixedBytes = mixed.reduce(0) { $0 + $1.count }

    let lexing = best(runs: 5) {
      // One name table for the run, as `lint` has.
      blackHole(Double(LintProbe.tokenCount(heavy, language: .swift)))
    }
    lines.append(line("lexer only, \(heavy.count) files", bytes: heavyBytes, seconds: lexing))

    for (name, corpus, bytes) in [
      ("lint, every 4 KB file with keyboard handlers", heavy, heavyBytes),
      ("lint, every 20 KB controller with keyboard handlers", large, largeBytes),
      ("lint, one file in 20 with keyboard handlers", mixed, mixedBytes),
    ] {
      var findings = 0
      let sources = Self.sources(corpus)
      let seconds = try best(runs: 5) {
        // One app: helpers, extensions and registrations resolved across all its files.
        var linter = try Linter()
        findings += linter.lint(files: sources).reduce(0) { $0 + $1.findings.count }
      }
      blackHole(Double(findings))
      lines.append(line("\(name), \(corpus.count) files", bytes: bytes, seconds: seconds))
    }
    return lines
  }

  /// The corpus as one app's sources.
  static func sources(_ corpus: [[UInt8]]) -> [LintSource] {
    corpus.enumerated().map {
      LintSource(bytes: $0.element, path: "Screen\($0.offset).swift", language: .swift)
    }
  }

  /// Lints the all-handler corpus once (for a profiler): its size and findings.
  static func once() throws -> String {
    let heavy = sources(LintCorpus.files(count: 400, keyboardEvery: 1))
    var linter = try Linter()
    let findings = linter.lint(files: heavy).reduce(0) { $0 + $1.findings.count }
    return "\(heavy.reduce(0) { $0 + $1.bytes.count }) bytes, \(findings) findings"
  }

  /// The fastest of `runs` runs of `body`, in seconds.
  private static func best(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<runs {
      let elapsed = try clock.measure(body)
      best = min(
        best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return best
  }

  private static func line(_ name: String, bytes: Int, seconds: Double) -> String {
    let megabytes = Double(bytes) / 1_000_000
    let rate = (megabytes / seconds * 10).rounded() / 10
    let milliseconds = (seconds * 10_000).rounded() / 10
    return
      "\(name) (\((megabytes * 100).rounded() / 100) MB): \(milliseconds) ms, \(rate) MB/s (best of 5)"
  }
}
