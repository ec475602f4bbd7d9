/// The bounds every animation is checked against before its first frame is drawn, so that no
/// input or setting can make the work or the file unbounded.
///
/// At the limits an animation takes minutes, not hours: drawing and encoding run at roughly
/// 30–60 million pixels per second on one core (the Benchmarks article).
package enum AnimationLimits {
  /// The most frames of one animation (the hold at the end included): 4 minutes at 30 fps.
  package static let maximumFrames = 7200
  /// The longest side of a frame, in pixels (H.264 levels stop at 8192).
  package static let maximumFrameSide = 8192
  /// The most pixels of one frame.
  package static let maximumFramePixels = 40_000_000
  /// The most pixels drawn over the whole animation (frames × pixels per frame).
  package static let maximumPixelWork = 6_000_000_000
  /// The most phones side by side: every preset (twelve) and four more, so that `--strategy all`
  /// and a plain comparison animate (16 phones of 375 pt at 1 px per point are 6452 px wide).
  package static let maximumPhones = 16

  /// Checks a frame size and a frame count against the limits; `remedies` are what the error
  /// offers to lower.
  /// - Throws: ``AnimationError`` for a frame too large, too many frames or too much work.
  static func check(width: Int, height: Int, frames: Int, remedies: [AnimationRemedy])
    throws(AnimationError)
  {
    guard width <= maximumFrameSide, height <= maximumFrameSide,
      width.multipliedReportingOverflow(by: height).partialValue <= maximumFramePixels
    else { throw AnimationError(.frameTooLarge(width: width, height: height)) }
    guard frames <= maximumFrames else {
      throw AnimationError(
        .tooManyFrames(
          count: frames, limit: maximumFrames,
          remedies: remedies.filter { $0 != .scale && $0 != .fewerStrategies }))
    }
    let pixels = width * height
    let (work, overflow) = pixels.multipliedReportingOverflow(by: frames)
    guard !overflow, work <= maximumPixelWork else {
      throw AnimationError(
        .tooMuchWork(
          frames: frames, pixelsPerFrame: pixels, limit: maximumPixelWork, remedies: remedies))
    }
  }
}
