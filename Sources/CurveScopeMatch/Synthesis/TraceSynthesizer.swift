public import CurveScopeMeasure
import CurveScopeNotifications
public import CurveScopeSync
import CurveScopeTiming
public import CurveScopeTrace

/// Makes a recorded trace from a simulation, with a recorder's imperfections: test material
/// whose truth is known (which strategy, which keyboard, which measures), and a way to try a
/// pipeline before recording a device.
///
/// Display frames are at k / rate + jitter from the window's start; the keyboard and the bar
/// are evaluated at those instants (a follower reads the keyboard at the display frame
/// `latencyFrames` before, as it latched it: its presentation or model value, predicted ahead
/// while it animates as the follower's tracking says); then the recorder drops, repeats and loses
/// values, reads the keyboard late, adds noise and rounds to its grid.
public enum TraceSynthesizer {
  /// A recording of `analysis` with `imperfections`.
  /// - Parameter source: what the trace says recorded it.
  /// - Throws: ``TraceError`` when the result is no valid trace (every frame dropped).
  public static func record(
    _ analysis: SyncAnalysis, imperfections: RecordingImperfections,
    source: RecordingSource? = nil
  ) throws -> Trace {
    var random = SeededRandom(seed: imperfections.seed)
    let rate = imperfections.frameRate
    let startSeconds = imperfections.startMilliseconds / 1000
    let endSeconds =
      imperfections.endMilliseconds.map { $0 / 1000 }
      ?? analysis.clock.time(ofFrame: analysis.frameCount - 1)
    let count = max(1, Int(((endSeconds - startSeconds) * rate).rounded(.down)) + 1)
    var times: [Double] = []
    times.reserveCapacity(count)
    for index in 0..<count {
      let jitter = imperfections.jitterMilliseconds / 1000 * random.gaussian()
      let nominal = startSeconds + Double(index) / rate
      times.append(max(nominal + jitter, (times.last ?? -.infinity) + 1e-4))
    }
    var keyboard = times.map { analysis.keyboardTop(at: $0) }
    var bar: [Double]
    if case .follow(let latency, let margin) = analysis.bar {
      // A follower reads the keyboard at the recorded frame `latency` before (presentation or
      // model value, predicted ahead while it animates, as its tracking says).
      bar = times.indices.map { index in
        let latched = index - latency
        let time =
          latched >= 0 ? times[latched] : times[0] - Double(latency - index) / rate
        return analysis.followerBarBottom(readAt: time) ?? analysis.keyboardTop(at: time) - margin
      }
    } else {
      bar = times.map { analysis.barBottom(at: $0) }
    }
    let lag = imperfections.keyboardReadLagFrames
    if lag > 0 {
      keyboard = keyboard.indices.map { index in
        index >= lag
          ? keyboard[index - lag] : analysis.keyboardTop(at: times[0] - Double(lag - index) / rate)
      }
    }
    var frames: [TraceFrame] = []
    frames.reserveCapacity(count)
    for index in times.indices {
      if index > 0, random.unit() < imperfections.dropProbability { continue }
      var top: Double? = measured(keyboard[index], imperfections, &random)
      var bottom: Double? = measured(bar[index], imperfections, &random)
      if let last = frames.last, random.unit() < imperfections.repeatProbability {
        top = last.keyboardTop
        bottom = last.barBottom
      } else {
        if random.unit() < imperfections.missingProbability { top = nil }
        if random.unit() < imperfections.missingProbability { bottom = nil }
      }
      frames.append(
        TraceFrame(
          timeMilliseconds: times[index] * 1000 + imperfections.clockOffsetMilliseconds,
          keyboardTop: top, barBottom: bottom))
    }
    let scenario = analysis.scenario
    let events: [KeyboardEvent] =
      imperfections.keepsEvents
      ? scenario.events.map { event in
        var shifted = event
        shifted.time += imperfections.clockOffsetMilliseconds / 1000
        return shifted
      } : []
    return try Trace(
      name: scenario.name, title: scenario.title, summary: scenario.summary,
      screenWidth: scenario.screenWidth, screenHeight: scenario.screenHeight,
      margin: analysis.strategy.margin == 0 ? nil : analysis.strategy.margin, events: events,
      retargetRule: scenario.retargetRule, source: source, frames: frames)
  }

  /// `value` with the recorder's noise, rounded to its grid.
  private static func measured(
    _ value: Double, _ imperfections: RecordingImperfections, _ random: inout SeededRandom
  ) -> Double {
    var result = value + imperfections.noisePoints * random.gaussian()
    let quantum = imperfections.quantumPoints
    if quantum > 0 { result = (result / quantum).rounded() * quantum }
    return result
  }
}
