/// The libx264 settings that keep the frames the encoder holds within a memory budget, so that
/// an MP4's memory is bounded by its frame size, not by the encoder's defaults times it.
///
/// libx264 keeps whole frames in flight: the reference frames (each with three half-pixel
/// interpolated copies of its luma for motion search), the B-frames being decided, the
/// rate-control look-ahead (40 frames at `medium`, with quarter-size copies), and one frame per
/// frame thread; about 6 bytes per pixel each (luma, its three interpolated planes, 4:2:0
/// chroma and the look-ahead's copies; measured on 1.3–14 megapixel frames). At the defaults
/// a 3240 × 4216 frame took 3.6 GB. Within ``budgetBytes`` the defaults are kept (every frame
/// up to 2.8 megapixels: the default animations, an iPhone screen recorded at 3×); above it the
/// look-ahead, references, B-frames and frame threads shrink with the frame, which keeps the
/// budget for frames up to the 40-megapixel limit (x264's documentation of `--rc-lookahead`,
/// `--ref`, `--bframes`, `--threads`).
public enum X264MemoryPlan {
  /// The memory the encoder's frames may take: 1 GiB.
  public static let budgetBytes = 1 << 30
  /// The bytes libx264 holds per pixel of each frame in flight (an estimate, see above).
  public static let bytesPerPixel = 6

  /// The memory libx264 holds for frames of `pixels` pixels with these settings: the budget
  /// when the plan bounds it, else the defaults' 64 frames at most.
  public static func estimatedBytes(pixels: Int) -> Int {
    min(budgetBytes, 64 * max(1, pixels) * bytesPerPixel)
  }

  /// The frames in flight the budget allows for `pixels` pixels a frame.
  public static func framesInFlight(pixels: Int) -> Int {
    budgetBytes / max(1, pixels * bytesPerPixel)
  }

  /// The `x264-params` value for frames of `pixels` pixels, or `nil` when the encoder's own
  /// settings stay within the budget (up to 64 frames in flight).
  public static func parameters(pixels: Int) -> String? {
    let frames = framesInFlight(pixels: pixels)
    guard frames < 64 else { return nil }
    let references = max(1, min(3, frames / 8))
    let bFrames = frames >= 16 ? 2 : 0
    let threads = max(1, min(4, frames / 8))
    // One frame being encoded and one reconstructed per thread, the references and B-frames:
    // the rest of the budget is look-ahead.
    let lookahead = max(0, min(40, frames - references - bFrames - 2 * threads))
    return "ref=\(references):bframes=\(bFrames):rc-lookahead=\(lookahead):threads=\(threads):"
      + "sync-lookahead=0"
  }
}
