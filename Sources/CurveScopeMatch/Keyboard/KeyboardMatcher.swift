import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fits every keyboard model to a trace's recorded keyboard and keeps the closest.
///
/// With the file's events the keyboard runs the events with one time offset fitted (the
/// recorder's lag). Without them, motions are grouped into clusters (``KeyboardCluster``) and
/// each animation's start is fitted; a cluster the model leaves more than
/// max(``greedyFloor``, 2 × the noise) off gains animations where the residual is largest (a
/// third-party keyboard changing height mid-rise) while that lowers the information criterion,
/// up to ``maximumAnimations`` per cluster. The model is chosen on at most ``sampleLimit``
/// clusters spread over the trace, then fitted to all of them.
enum KeyboardMatcher {
  /// The most clusters the bar's latency is fitted on.
  static let sampleLimit = 12
  /// The most clusters the keyboard model is chosen on.
  static let selectionLimit = 8
  /// The most animations in one cluster.
  static let maximumAnimations = 5
  /// The smallest residual, in points, that makes a cluster try another animation.
  static let greedyFloor = 0.5
  /// The range of the offset fitted between the file's events and the recorded keyboard, s.
  static let offsetRange = -0.1...0.15

  /// One fitted cluster.
  struct Stretch: Sendable {
    var frames: Range<Int>
    var keyboard: FittedKeyboard
    var squaredError: Double
    var count: Int
  }

  /// Evenly spread indices of `count` items, at most `limit`.
  static func sample(_ count: Int, limit: Int) -> [Int] {
    guard count > limit else { return Array(0..<count) }
    return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
  }

  static func rms(_ stretches: [Stretch]) -> Double {
    let count = stretches.reduce(0) { $0 + $1.count }
    let error = stretches.reduce(0) { $0 + $1.squaredError }
    return count > 0 ? (error / Double(count)).squareRoot() : .infinity
  }

  // MARK: - Inferred events

  /// The closest model and every cluster fitted with it.
  ///
  /// Every model is fitted to the sampled clusters, each gaining animations where it helps
  /// (``grow(_:_:_:_:)``); the model with the smallest Bayesian information criterion over them
  /// wins (the same as the smallest RMS when the models use as many animations). Clusters where
  /// the keyboard only jumps say nothing of its curve: when every cluster is a jump, the model is
  /// ``KeyboardModel/jump`` — or `reduce-motion` when one of the jumps shows or hides the
  /// keyboard (from or to the screen's bottom), which a sliding system never does.
  static func matchInferred(
    _ trace: Trace, frames: MatchFrames, models: [KeyboardModel]
  ) -> (match: KeyboardModelMatch, stretches: [Stretch])? {
    let clusters = KeyboardCluster.clusters(of: trace, frames: frames)
    guard !clusters.isEmpty, !models.isEmpty else { return nil }
    let informative = clusters.indices.filter { clusters[$0].jumps.contains(false) }
    let threshold = max(greedyFloor, 2 * trace.motions.noisePoints)
    let interval = (trace.quality.medianIntervalMilliseconds ?? 8.3) / 1000
    var model = jumpModel(trace, models: models)
    var candidates: [KeyboardModelMatch.Candidate] = []
    var sampled: [Int] = []
    var offset = 0.0
    var spread = Double.infinity
    var plainFits: [Int: (cluster: KeyboardCluster, stretch: Stretch)] = [:]
    var grownFits: [Int: (cluster: KeyboardCluster, stretch: Stretch)] = [:]
    if !informative.isEmpty {
      sampled = sample(informative.count, limit: selectionLimit).map { informative[$0] }
      let picked = sampled
      // Every model on the detected motions; the ones within reach of the best (RMS at most
      // 2 × the best's + 1 pt) then gain animations where that helps.
      let plain = ParallelMap.map(models.count) { index in
        picked.map { fit(clusters[$0], models[index], frames) }
      }
      let reach = 2 * (plain.map { rms($0.map(\.stretch)) }.min() ?? 0) + 1
      let grows = plain.map { rms($0.map(\.stretch)) <= reach }
      let grown = ParallelMap.map(models.count) { index in
        grows[index]
          ? zip(picked, plain[index]).map {
            grow(clusters[$0], models[index], frames, threshold, from: $1)
          } : plain[index]
      }
      let scores = grown.map { fits in
        (criterion: fits.reduce(0) { $0 + criterion($1.stretch) }, rms: rms(fits.map(\.stretch)))
      }
      let best = models.indices.min { scores[$0].criterion < scores[$1].criterion } ?? 0
      model = models[best]
      candidates = models.indices.map {
        KeyboardModelMatch.Candidate(name: models[$0].name, rmsPoints: scores[$0].rms)
      }.sorted { $0.rmsPoints < $1.rmsPoints }
      // How far the fitted starts lie from the detected ones, for the chosen model: the other
      // clusters are then searched only around that.
      var offsets: [Double] = []
      for (index, fitted) in zip(picked, grown[best])
      where fitted.cluster.starts.count == clusters[index].starts.count {
        offsets += zip(fitted.cluster.starts, clusters[index].starts).map { $0 - $1 }
      }
      if !offsets.isEmpty {
        offset = TraceQuality.median(offsets)
        spread = max(1.5 * interval, 3 * TraceQuality.median(offsets.map { abs($0 - offset) }))
      }
      // The sampled clusters' fits with the chosen model are done already; the fits are
      // deterministic, so the final pass reuses them.
      for (index, fitted) in zip(picked, plain[best]) { plainFits[index] = fitted }
      if grows[best] {
        for (index, fitted) in zip(picked, grown[best]) { grownFits[index] = fitted }
      }
    }
    let restLevels = trace.motions.rests.map(\.level)
    let chosen = model
    let narrowOffset = offset
    let narrowSpread = spread
    let knownPlain = plainFits
    let knownGrown = grownFits
    let stretches = ParallelMap.map(clusters.count) { index in
      let cluster = clusters[index]
      var fitted =
        narrowSpread.isFinite
        ? fit(cluster.narrowed(offset: narrowOffset, spread: narrowSpread), chosen, frames)
        : knownPlain[index] ?? fit(cluster, chosen, frames)
      if rms([fitted.stretch]) > threshold {
        fitted =
          knownGrown[index] ?? grow(cluster, chosen, frames, threshold, from: knownPlain[index])
      }
      return snap(fitted, chosen, frames, levels: restLevels).stretch
    }
    let match = KeyboardModelMatch(
      name: model.name, rmsPoints: rms(stretches), candidates: candidates,
      events: .inferred, offsetMilliseconds: nil,
      animationCount: stretches.reduce(0) { $0 + $1.keyboard.animations.count },
      sampledStretches: sampled.count)
    return (match, stretches)
  }

  /// The model of a trace whose every motion jumps: `reduce-motion` (when among `models`) if a
  /// jump starts or ends at the screen's bottom (a show or a hide without a slide), else
  /// ``KeyboardModel/jump`` (a height change in place).
  static func jumpModel(_ trace: Trace, models: [KeyboardModel]) -> KeyboardModel {
    let bottom = max(1, trace.motions.thresholdPoints)
    let showsOrHides = trace.motions.motions.contains { motion in
      [motion.fromLevel, motion.toLevel].contains { level in
        level.map { abs($0 - trace.screenHeight) <= bottom } ?? false
      }
    }
    guard showsOrHides,
      let reduceMotion = models.first(where: { $0.name == KeyboardProfile.reduceMotion.name })
    else { return .jump }
    return reduceMotion
  }

  /// The Bayesian information criterion of a fitted stretch: n·ln(SSE / n) + p·ln(n), with
  /// p = 2 per animation (start, level) + 1 (the starting level), and SSE floored at
  /// (0.01 pt)² per frame so that a noise-free fit does not reach −∞.
  static func criterion(_ stretch: Stretch) -> Double {
    let n = Double(max(1, stretch.count))
    let error = max(stretch.squaredError, n * 1e-4)
    let parameters = Double(2 * stretch.keyboard.animations.count + 1)
    return n * log(error / n) + parameters * log(n)
  }

  /// The seconds after the last start a fit reads: the model's longest animation (at most 1 s)
  /// and 0.15 s of rest, which pins the level it ends at.
  static func tail(_ model: KeyboardModel) -> Double {
    min(1, max(model.rise.duration, model.fall.duration)) + 0.15
  }

  /// How long before the largest residual an added notification is tried, in seconds.
  static let insertionLeads = [0.01, 0.04, 0.08, 0.12]

  /// `cluster` fitted with `model`: its start times refined, and the stretch.
  static func fit(
    _ cluster: KeyboardCluster, _ model: KeyboardModel, _ frames: MatchFrames, passes: Int = 2
  ) -> (cluster: KeyboardCluster, stretch: Stretch) {
    let window = cluster.keyboardWindow(frames, tail: tail(model))
    var fitter = ClusterKeyboardFitter(
      times: window.times, values: window.values, starts: cluster.starts, ranges: cluster.ranges,
      known: cluster.known, guesses: cluster.guesses, jumps: cluster.jumps, model: model)
    fitter.optimize(passes: passes)
    let (keyboard, error) = fitter.result()
    var fitted = cluster
    fitted.starts = fitter.starts
    fitted.guesses = [keyboard.initialLevel] + keyboard.animations.map(\.to)
    return (
      fitted,
      Stretch(
        frames: cluster.frames, keyboard: keyboard, squaredError: error, count: window.times.count)
    )
  }

  /// `cluster` fitted with `model`, gaining an animation where the residual is largest while it
  /// is more than `threshold` RMS off and the addition lowers the information criterion (a
  /// keyboard that changes height mid-motion), up to ``maximumAnimations``. `plain` is
  /// `fit(cluster, model, frames)` when the caller has it already.
  static func grow(
    _ cluster: KeyboardCluster, _ model: KeyboardModel, _ frames: MatchFrames, _ threshold: Double,
    from plain: (cluster: KeyboardCluster, stretch: Stretch)? = nil
  ) -> (cluster: KeyboardCluster, stretch: Stretch) {
    var current = plain ?? fit(cluster, model, frames)
    while current.cluster.starts.count < maximumAnimations {
      let count = current.stretch.count
      guard count > 0,
        (current.stretch.squaredError / Double(count)).squareRoot() > threshold
      else { break }
      let window = current.cluster.keyboardWindow(frames, tail: tail(model))
      var worst = 0
      var worstResidual = 0.0
      for index in window.times.indices {
        let residual = abs(
          window.values[index] - current.stretch.keyboard.value(at: window.times[index]))
        if residual > worstResidual {
          worstResidual = residual
          worst = index
        }
      }
      // The new notification came shortly before the residual peaks; which is ambiguous (an
      // additive sum of springs can be cut several ways), so several starts are tried.
      var candidate: (cluster: KeyboardCluster, stretch: Stretch)?
      for lead in insertionLeads {
        var grown = current.cluster
        grown.insert(at: window.times[worst] - lead, guess: window.values[worst])
        let trial = fit(grown, model, frames, passes: 3)
        if let best = candidate, criterion(best.stretch) <= criterion(trial.stretch) { continue }
        candidate = trial
      }
      guard let candidate else { break }
      guard criterion(candidate.stretch) < criterion(current.stretch) else { break }
      current = candidate
    }
    return current
  }

  /// How close, in points, an intermediate target must be to a rest height to try it there.
  static let snapDistance = 20.0

  /// `fitted` with each intermediate target moved onto a rest height of the keyboard when that
  /// fits as well (RMS at most 1.25 × + 0.25 pt): a keyboard that changes height mid-motion
  /// heads for heights it has (282 → 216 → 282 pt), and the motion alone leaves intermediate
  /// targets loosely determined (the additive sum can be cut several ways).
  static func snap(
    _ fitted: (cluster: KeyboardCluster, stretch: Stretch), _ model: KeyboardModel,
    _ frames: MatchFrames, levels: [Double]
  ) -> (cluster: KeyboardCluster, stretch: Stretch) {
    var current = fitted
    let count = current.stretch.keyboard.animations.count
    guard count > 1 else { return current }
    func rms(_ stretch: Stretch) -> Double {
      stretch.count > 0 ? (stretch.squaredError / Double(stretch.count)).squareRoot() : 0
    }
    let candidates =
      levels + [current.stretch.keyboard.initialLevel, current.stretch.keyboard.finalLevel]
    for index in 0..<(count - 1) {
      let target = current.stretch.keyboard.animations[index].to
      guard current.cluster.known[index + 1] == nil,
        let level = candidates.min(by: { abs($0 - target) < abs($1 - target) }),
        abs(level - target) <= snapDistance, abs(level - target) > 0.5
      else { continue }
      var snapped = current.cluster
      snapped.known[index + 1] = level
      snapped.guesses[index + 1] = level
      let trial = fit(snapped, model, frames, passes: 3)
      if rms(trial.stretch) <= 1.25 * rms(current.stretch) + 0.25 { current = trial }
    }
    return current
  }
}
