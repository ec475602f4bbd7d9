import Foundation
public import Testing

/// The long runs (whole galleries, every documented recording example, end-to-end grids): on
/// only with `CURVESCOPE_SLOW_TESTS=1`, which CI's second run sets; the default run keeps one
/// representative case of each.
public enum SlowTests {
  /// Whether the long runs are on.
  public static let enabled = ProcessInfo.processInfo.environment["CURVESCOPE_SLOW_TESTS"] == "1"

  /// Why a long run was skipped, as the test report shows it.
  public static let comment: Comment =
    "a long run: set CURVESCOPE_SLOW_TESTS=1 (CI's second run does)"
}
