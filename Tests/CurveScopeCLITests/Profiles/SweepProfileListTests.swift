import Foundation
import Testing

@testable import CurveScopeCLI

/// `sweep --profile LIST`: a built-in profile cannot be replaced by a file of the same name, and
/// naming a profile twice (or `all` twice) gives its rows once.
@Suite("Profiles: sweep lists")
struct SweepProfileListTests {
  static func rows(_ list: String) -> [Substring] {
    let run = InProcessRun(["sweep", "--strategy", "curve-shift", "--profile", list])
    #expect(run.code == .success, "\(run.err)")
    return run.out.split(separator: "\n").dropFirst().map { $0 }
  }

  @Test("all,all and ios,ios,all give each profile's rows once")
  func duplicates() {
    let all = Self.rows("all")
    #expect(all.count == 7 * 8)
    #expect(Self.rows("all,all") == all)
    #expect(Self.rows("ios,ios,all").count == all.count)
  }

  @Test("a profile file named ios is refused, not silently put in the built-in's row")
  func fileNamedLikeBuiltIn() throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write(
      "p.json",
      #"{"name": "ios", "base": "ios", "spring": {"mass": 1, "stiffness": 300, "damping": 30}}"#)
    InProcessRun(["sweep", "--strategy", "curve-shift", "--profile", file + ",ios"]).expectError(
      .dataError, "error: \(file) — name — 'ios' — is the name of a built-in profile")
  }
}
