import CurveScopeExplain
import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace

extension TraceExplainer {
  /// How far a frame's interval must differ from the recording's median before it is named as
  /// the cause of a difference between the recording and the model (3 %: a recorder's timer
  /// jitter is well under that at a steady rate, a skipped vsync or a late frame is far over it).
  static let irregularIntervalShare = 0.03

  /// For a follower, the sentences that say why the recording's worst overlap or gap differs
  /// from the model's when the frame that shows it came after an interval longer or shorter than
  /// the regular clock's: a follower trails the keyboard by the distance the keyboard moves
  /// between two frames, so a longer interval shows more. Named only when the model's value,
  /// scaled by that frame's interval over the median one, accounts for at least half of the
  /// difference; empty otherwise (the difference stays covered by the regular-clock caveat).
  static func irregularIntervalCauses(
    _ trace: Trace, match: TraceMatch, recorded: SyncSummary, model: SyncSummary
  ) -> [String] {
    guard match.isFollower, match.frameRate > 0 else { return [] }
    let regular = 1000 / match.frameRate
    let worst: [(what: String, recorded: Double, at: Double?, model: Double)] = [
      (
        "overlap", recorded.maxOverlapPoints, recorded.maxOverlapAtMilliseconds,
        model.maxOverlapPoints
      ),
      ("gap", recorded.maxGapPoints, recorded.maxGapAtMilliseconds, model.maxGapPoints),
    ]
    return worst.compactMap { item in
      let difference = abs(item.recorded - item.model)
      guard let at = item.at, item.recorded > recorded.tolerancePoints,
        item.model > recorded.tolerancePoints, difference > recorded.tolerancePoints,
        let interval = interval(before: at, in: trace.frames, within: regular / 2),
        abs(interval / regular - 1) >= irregularIntervalShare
      else { return nil }
      let scaled = item.model * interval / regular
      guard abs(scaled - item.recorded) <= difference / 2 else { return nil }
      func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 1)) pt" }
      let keyboard = PlatformWording.keyboardWords(match.platform)
      return "The recording's worst \(item.what), \(pt(item.recorded)) at "
        + "\(NumberText.reading(at)) ms, is in a frame that came "
        + "\(NumberText.reading(interval, decimals: 2)) ms after the one before, where the "
        + "median interval is \(NumberText.reading(regular, decimals: 2)) ms: \(keyboard) moves "
        + (interval > regular ? "further" : "less") + " in that time, so the model's "
        + "\(pt(item.model)) scaled by that interval is \(pt(scaled)), close to the recording's."
    }
  }

  /// The interval, in milliseconds, between the frame at `time` (the one nearest it, no further
  /// than `slack`) and the frame before it; `nil` when there is no such pair.
  static func interval(before time: Double, in frames: [TraceFrame], within slack: Double)
    -> Double?
  {
    guard
      let index = frames.indices.min(by: {
        abs(frames[$0].timeMilliseconds - time) < abs(frames[$1].timeMilliseconds - time)
      }), index > 0, abs(frames[index].timeMilliseconds - time) <= slack
    else { return nil }
    let interval = frames[index].timeMilliseconds - frames[index - 1].timeMilliseconds
    return interval > 0 && interval.isFinite ? interval : nil
  }
}
