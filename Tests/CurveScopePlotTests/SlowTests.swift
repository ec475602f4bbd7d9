import Foundation
import Testing

/// The long runs (whole galleries, every documented recording example, end-to-end grids): on
/// only with `CURVESCOPE_SLOW_TESTS=1`, which CI's second run sets; the default run keeps one
/// representative case of each.
enum SlowTests {
  /// Whether the long runs are on.
  static let enabled = ProcessInfo.processInfo.environment["CURVESCOPE_SLOW_TESTS"] == "1"

  /// Why a long run was skipped, as the test report shows it.
  static let comment: Comment = "a long run: set CURVESCOPE_SLOW_TESTS=1 (CI's second run does)"
}
