import Foundation
import Testing

/// A Python 3 interpreter with Pillow, which draws screen recordings independently of
/// CurveScope: `CURVESCOPE_PILLOW_PYTHON`, else `python3` when it imports PIL.
enum PillowPython {
  /// The interpreter; `nil` when none has Pillow.
  static let path: String? = {
    let candidate = ProcessInfo.processInfo.environment["CURVESCOPE_PILLOW_PYTHON"] ?? "python3"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [candidate, "-c", "import PIL"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? candidate : nil
  }()

  /// Why a test that needs it was skipped, as the test report shows it.
  static let comment: Comment =
    "needs Python 3 with Pillow (Debian: python3-pil; or set CURVESCOPE_PILLOW_PYTHON) and the ffmpeg tool"
}
