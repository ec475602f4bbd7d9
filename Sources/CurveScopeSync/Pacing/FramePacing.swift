public import CurveScopeTiming

/// How a device's frames really arrive: a seeded model of presentation jitter, frames the app
/// misses, and ProMotion rate changes, for measures as distributions.
///
/// The display refreshes at one of ``rates`` (the first to start); at each refresh it moves to
/// another of them with probability ``rateChangeProbability`` (ProMotion between 60, 80 and
/// 120 Hz). A refresh is shown at its tick plus a Gaussian jitter of standard deviation
/// ``jitterMilliseconds`` (clamped to ±45 % of the shortest interval, so times keep increasing),
/// as a recording timestamps it. The keyboard and every Core Animation bar animate in the render
/// server and are drawn at every refresh; an app-driven follower (a display link, KVO) draws
/// only the frames its app produces: each is missed with probability ``dropProbability``, and
/// the previous one stays on screen. The first refresh is at 0 s, the first notification.
public struct FramePacing: Hashable, Sendable {
  /// The most display rates one model may switch between.
  public static let maximumRates = 8

  /// The display rates, the first one to start with.
  public let rates: [FrameRate]
  /// The presentation jitter's standard deviation, in ms (0…10).
  public let jitterMilliseconds: Double
  /// The chance that the app misses a frame (0…0.9).
  public let dropProbability: Double
  /// The chance per refresh that the display changes rate (0…1).
  public let rateChangeProbability: Double

  /// Creates a model.
  /// - Throws: ``FramePacingError`` for no rate or more than ``maximumRates``, or a parameter out
  ///   of its range (``FramePacingError/range(of:)``).
  public init(
    rates: [FrameRate], jitterMilliseconds: Double = 0, dropProbability: Double = 0,
    rateChangeProbability: Double = 0
  ) throws(FramePacingError) {
    guard !rates.isEmpty, rates.count <= Self.maximumRates else {
      throw .rates(count: rates.count, limit: Self.maximumRates)
    }
    for (parameter, value) in [
      (FramePacingError.Parameter.jitter, jitterMilliseconds),
      (.dropProbability, dropProbability), (.rateChangeProbability, rateChangeProbability),
    ] where !FramePacingError.range(of: parameter).contains(value) {
      throw .parameter(parameter, value)
    }
    self.rates = rates
    self.jitterMilliseconds = jitterMilliseconds
    self.dropProbability = dropProbability
    self.rateChangeProbability = rateChangeProbability
  }

  /// The refreshes covering [0, `window`] seconds for `seed`: deterministic for a seed.
  /// - Throws: ``MotionError`` when the window would need more than
  ///   ``FrameClock/maximumFrameCount`` frames.
  public func frames(seed: UInt64, covering window: Double) throws -> [PacedFrame] {
    let fastest = rates.map(\.hertz).max() ?? 60
    _ = try FrameClock(rate: fastest).frameCount(covering: window)
    var random = PacingRandom(seed: seed)
    let clamp = 0.45 / fastest
    var rateIndex = 0
    var tick = 0.0
    var frames: [PacedFrame] = []
    frames.reserveCapacity(Int(window * fastest) + 2)
    while true {
      let interval = 1 / rates[rateIndex].hertz
      let jitter =
        frames.isEmpty || jitterMilliseconds == 0
        ? 0 : min(clamp, max(-clamp, random.nextGaussian() * jitterMilliseconds / 1000))
      let produced = frames.isEmpty || random.nextUnit() >= dropProbability
      frames.append(
        PacedFrame(
          time: tick + jitter, tick: tick, nominalInterval: interval, appProduced: produced))
      if tick >= window - 1e-9 { break }
      tick += interval
      if rates.count > 1, random.nextUnit() < rateChangeProbability {
        let other = Int(random.nextUnit() * Double(rates.count - 1))
        rateIndex = other >= rateIndex ? other + 1 : other
      }
    }
    return frames
  }
}
