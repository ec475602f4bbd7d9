import CurveScopeSupport
import CurveScopeSync
import CurveScopeTrace

extension TraceMatcher {
  /// `strategy` fitted to the recorded bar: its latency, its RMS over every frame, and the
  /// prediction chosen.
  ///
  /// An animating strategy's latency is searched over ``latencyRange``. A follower that copies
  /// the keyboard (``KeyboardTracking/isPlain`` reading, frames late) is tried 1 to
  /// ``maximumFollowerFrames`` frames late, both as a constant delay and as the keyboard of the
  /// recorded frame that many frames before, held until the next frame (closer than a constant
  /// delay when the recording's frames are irregular); the closest is kept and the strategy
  /// carries its frames. Other followers late by frames are tried at their own frames, held,
  /// and with a constant delay from there to 300 ms. `latencies` replaces ``latencyRange`` for
  /// an animating strategy (``lateStartRange`` for a bar started later than that).
  func candidateFit(
    _ preset: InputBarStrategy, trace: Trace, frames: MatchFrames, stretches: [BarStretch],
    levels: BarLevels, ceiling: Double, rate: Double,
    sample: [(stretch: Int, indices: [Int])], all: [(stretch: Int, indices: [Int])],
    latencies: ClosedRange<Double> = latencyRange
  ) throws -> CandidateFit {
    var strategy = preset
    strategy.margin = levels.margin
    let interval = 1 / rate
    let predictor: BarPredictor
    do {
      predictor = try Self.predictor(
        strategy, stretches: stretches, rate: rate, ceiling: ceiling, margin: levels.margin)
    } catch let error as any CurveScopeError {
      throw TraceMatchError.simulation(trace: trace.name, error)
    }
    let copies: Bool
    if case .follow = strategy.reaction, strategy.latencyFrames > 0, strategy.tracking.isPlain {
      copies = true
    } else {
      copies = false
    }
    let range: ClosedRange<Double>
    if case .follow = strategy.reaction {
      let late = Double(strategy.latencyFrames)
      range =
        copies
        ? (0.5 * interval)...((Double(Self.maximumFollowerFrames) + 0.5) * interval)
        : strategy.latencyFrames == 0
          ? (-interval / 2)...(interval / 2)
          : ((late - 0.5) * interval)...max(
            (late + 0.5) * interval, Self.latencyRange.upperBound)
    } else {
      range = latencies
    }
    var latency = Self.fitLatency(predictor, frames: frames, sample: sample, range: range)
    var rms = Self.rms(predictor, latency: latency, frames: frames, parts: all)
    var chosen = predictor
    var reported = latency
    let delayedCopy = copies ? (predictor, latency, rms) : nil
    if case .follow = strategy.reaction, strategy.latencyFrames > 0,
      case .follower(let read) = predictor.kind
    {
      let tried =
        copies ? Array(1...Self.maximumFollowerFrames) : [strategy.latencyFrames]
      if copies {
        strategy.latencyFrames = min(
          Self.maximumFollowerFrames, max(1, Int((latency * rate).rounded())))
      }
      for late in tried {
        let held = BarPredictor(
          kind: .held(latencyFrames: late, times: frames.times, interval: interval, read: read),
          stretches: stretches, ceiling: ceiling, margin: levels.margin)
        let heldRMS = Self.rms(held, latency: 0, frames: frames, parts: all)
        if heldRMS < rms {
          chosen = held
          rms = heldRMS
          latency = 0
          reported = Double(late) * interval
          strategy.latencyFrames = late
        }
      }
    }
    return CandidateFit(
      candidate: BarCandidate(
        strategy: strategy.name, rmsPoints: rms, latencyMilliseconds: reported * 1000),
      predictor: chosen, strategy: strategy, latency: latency, delayedCopy: delayedCopy)
  }

  /// Refuses a bar that never moves while the keyboard does: its recorded range stays within
  /// ``stillBarPoints`` (or twice the recording's noise) while the keyboard travels more than
  /// ten times that. No preset and no animation explains such a bar; a model fitted to it would
  /// be invented.
  static func checkBarMoves(
    _ trace: Trace, frames: MatchFrames, stretches: [BarStretch], levels: BarLevels
  ) throws(TraceMatchError) {
    var low = Double.infinity
    var high = -Double.infinity
    var keyboardLow = Double.infinity
    var keyboardHigh = -Double.infinity
    for index in 0..<frames.count {
      if frames.hasBar(index) {
        low = min(low, frames.bar[index])
        high = max(high, frames.bar[index])
      }
      if frames.hasKeyboard(index) {
        keyboardLow = min(keyboardLow, frames.keyboard[index])
        keyboardHigh = max(keyboardHigh, frames.keyboard[index])
      }
    }
    guard low.isFinite, keyboardLow.isFinite else { return }
    let still = max(stillBarPoints, 2 * trace.motions.noisePoints)
    let keyboardTravel = keyboardHigh - keyboardLow
    if high - low <= still, keyboardTravel > 10 * still {
      throw .barNeverMoves(
        trace: trace.name, levelPoints: (low + high) / 2, keyboardTravelPoints: keyboardTravel)
    }
  }

  /// The most a bar may move, in points, and still count as never moving.
  static let stillBarPoints = 1.0
}
