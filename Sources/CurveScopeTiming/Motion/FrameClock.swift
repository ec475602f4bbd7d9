import CurveScopeSupport

/// A display refresh clock: frame k is shown at t = k / rate seconds after the first event.
public struct FrameClock: Hashable, Sendable {
  /// The largest number of frames one analysis may have (10 minutes at 1000 Hz is 600 001).
  public static let maximumFrameCount = 600_001

  /// Frames per second, in (0, 1000].
  public let rate: Double

  /// Creates a clock ticking at `frameRate`.
  public init(_ frameRate: FrameRate) {
    rate = frameRate.hertz
  }

  /// Creates a clock at `rate` Hz.
  /// - Throws: ``TimingError`` when `rate` is not a finite number in (0, 1000].
  public init(rate: Double) throws(TimingError) {
    self.init(try FrameRate(hertz: rate))
  }

  /// Seconds between frames.
  public var interval: Double { 1 / rate }

  /// The time of frame `index` in seconds, computed as `index / rate` (not by accumulation, so
  /// frame times carry no drift).
  @inline(__always)
  public func time(ofFrame index: Int) -> Double {
    Double(index) / rate
  }

  /// The number of frames needed to cover [0, `window`] seconds: frames 0…n where frame n is the
  /// first at or after `window` (a frame within 1e-9 s of the window counts as at it).
  /// - Throws: ``MotionError`` when the window is not finite or would need more than
  ///   ``maximumFrameCount`` frames.
  public func frameCount(covering window: Double) throws(MotionError) -> Int {
    guard window.isFinite, window >= 0 else {
      throw MotionError.window(seconds: window)
    }
    let last = (window * rate - 1e-9).rounded(.up)
    guard last < Double(Self.maximumFrameCount - 1) else {
      throw MotionError.tooManyFrames(window: window, rate: rate, limit: Self.maximumFrameCount)
    }
    return max(0, Int(last)) + 1
  }
}
