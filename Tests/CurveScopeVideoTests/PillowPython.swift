import Foundation
import Testing

/// A Python 3 interpreter with Pillow, which draws screen recordings independently of
/// CurveScope: `CURVESCOPE_PILLOW_PYTHON`, else `python3` when it imports PIL.
enum PillowPython {
  /// The interpreter; `nil` when none has Pillow.
  static let path: String? = {
    let candidate = ProcessInfo.processInfo.environment["CURVESCOPE_PILLOW_PYTHON"] ?? "python3"
    let found = try? ExternalTool.run(candidate, ["-c", "import PIL"])
    return found?.status == 0 ? candidate : nil
  }()

  /// Why a test that needs it was skipped, as the test report shows it.
  static let comment: Comment =
    "needs Python 3 with Pillow (Debian: python3-pil; or set CURVESCOPE_PILLOW_PYTHON)"
}
