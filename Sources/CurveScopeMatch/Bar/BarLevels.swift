import CurveScopeTrace

/// Where the recorded bar rests relative to the keyboard: its margin above a shown keyboard and
/// the safe-area inset it rests on while the keyboard is hidden, declared by the trace or
/// measured on the bar's rests (the second half of each keyboard rest, when the bar has
/// settled too; the first half of a rest before any motion, before the bar leaves).
///
/// A bar pinned to `keyboardLayoutGuide.topAnchor` with a constant of −m rests at
/// keyboard top − m when shown and at screen height − safe area − m when hidden.
struct BarLevels: Hashable, Sendable {
  /// The largest margin or inset measured, in points.
  static let maximumInset = 200.0

  /// Points between a shown keyboard's top and the bar's bottom.
  var margin: Double
  /// The bottom inset the bar rests on while the keyboard is hidden.
  var safeArea: Double
  /// Whether the margin was measured (not declared).
  var marginMeasured: Bool
  /// Whether the inset was measured.
  var safeAreaMeasured: Bool

  init(_ trace: Trace, frames: MatchFrames) {
    let threshold = trace.motions.thresholdPoints
    let height = trace.screenHeight
    var shown: [Double] = []
    var hidden: [Double] = []
    for (number, rest) in trace.motions.rests.enumerated() {
      let isHidden = rest.level >= height - threshold
      let middle = (rest.firstIndex + rest.lastIndex + 1) / 2
      // Before the first motion the bar may leave early (a jump at the notification): read the
      // first half of that rest; after a motion, the second half (the bar has settled).
      let isFirst = number == 0 && (trace.motions.motions.first?.startIndex ?? 0) >= rest.lastIndex
      let range =
        isFirst ? rest.firstIndex...max(rest.firstIndex, middle - 1) : middle...rest.lastIndex
      for index in range where frames.hasBar(index) {
        if isHidden {
          hidden.append(frames.bar[index])
        } else if frames.hasKeyboard(index) {
          shown.append(frames.keyboard[index] - frames.bar[index])
        }
      }
    }
    if let declared = trace.margin {
      margin = declared
      marginMeasured = false
    } else {
      margin = shown.isEmpty ? 0 : min(Self.maximumInset, max(0, TraceQuality.median(shown)))
      marginMeasured = !shown.isEmpty
    }
    if trace.safeAreaBottom > 0 {
      safeArea = trace.safeAreaBottom
      safeAreaMeasured = false
    } else {
      let measured =
        hidden.isEmpty ? 0 : height - margin - TraceQuality.median(hidden)
      safeArea = measured >= 1 ? min(Self.maximumInset, measured) : 0
      safeAreaMeasured = safeArea > 0
    }
  }
}
