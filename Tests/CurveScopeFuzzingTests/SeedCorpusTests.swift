import Testing

@testable import CurveScopeFuzzing

/// The seed corpora of `.ci/fuzz` run through every fuzz target without the sanitizer: the
/// harnesses work in a plain build and every seed keeps their invariants.
struct SeedCorpusTests {
  /// The package root, found from this file's path.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// The folders and files `.ci/fuzz` seeds each target from (keep in step with the script).
  static func seedFolders(_ target: FuzzTarget) -> [String] {
    let own = "\(root)/.ci/fuzz-seeds/\(target.rawValue)"
    let curves = "\(root)/Curves/curves.json"
    switch target {
    case .dump: return [own, "\(root)/Curves/dumps"]
    case .scenario: return [own, "\(root)/Curves/scenarios", curves]
    case .strategy, .baseline: return [own, curves]
    case .trace: return [own, "\(root)/Curves/traces"]
    default: return [own]
    }
  }

  @Test("every seed runs through its target", arguments: FuzzTarget.allCases)
  func seeds(target: FuzzTarget) throws {
    var count = 0
    for folder in Self.seedFolders(target) {
      let files = try #require(FuzzCorpus.files(at: folder), "cannot list \(folder)")
      for file in files {
        target.run(try #require(FuzzCorpus.contents(of: file), "cannot read \(file)"))
        count += 1
      }
    }
    #expect(count >= 3)
  }
}
