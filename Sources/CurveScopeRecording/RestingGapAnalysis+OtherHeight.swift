extension RestingGapAnalysis {
  /// A stretch of frames where the keyboard stays still at a height other than its resting one
  /// and other than hidden, and the bar's extra gap there.
  public struct OtherHeight: Sendable, Hashable {
    /// The keyboard's top there, points (median).
    public var keyboardTop: Double
    /// The stretch's first frame's recording time, ms.
    public var startMilliseconds: Double
    /// The stretch's last frame's recording time, ms.
    public var endMilliseconds: Double
    /// The bar's extra gap there, points (median over the frames that show its edge).
    public var extra: Double
  }

  /// How long the keyboard stays still (within a point) at another height to count as resting
  /// there, ms (nine frame intervals at 60 fps). A finger that holds a keyboard it drags
  /// as long (150–161 ms in the Android drag recording) counts too: a bar that stays behind
  /// there leaves the same doubt.
  public static let otherHeightMilliseconds = 150.0

  /// The stretch where the keyboard rests below its resting top and above the screen's bottom
  /// (a suggestion strip hidden, another keyboard) with the bar farther from it than expected
  /// by more than the tolerance; the one with the largest extra gap, or `nil`.
  ///
  /// The bar's lowest rows that the frames show at the resting top are all that is known of
  /// its bottom there: a bar may go on under the keyboard. When the keyboard changes height and
  /// the bar stays (a layout that ignores a change of the keyboard's frame), the lower keyboard
  /// shows a gap under what was taken for the bar's bottom, and the frames cannot tell a bar
  /// that floats there from one whose lower part the keyboard covers at its resting top: "gap"
  /// would be a guess, and the opposite of the truth for a keyboard that grows over the bar.
  /// An extra overlap at another height still decides (a keyboard that comes over the bar).
  public var gapAtAnotherKeyboardHeight: OtherHeight? {
    var found: OtherHeight?
    var start = departures.startIndex
    while start < departures.endIndex {
      let anchor = departures[start].keyboardTop
      var end = start
      while end + 1 < departures.endIndex,
        departures[end + 1].index - departures[end].index <= 2,
        abs(departures[end + 1].keyboardTop - anchor) <= 1
      {
        end += 1
      }
      let stretch = departures[start...end]
      start = end + 1
      let known = stretch.filter { $0.basis != .hidden }.map(\.extra).sorted()
      guard let first = stretch.first, let last = stretch.last, known.count >= 3,
        last.recordingMilliseconds - first.recordingMilliseconds >= Self.otherHeightMilliseconds,
        anchor - restingKeyboardTop > tolerance, screenHeight - anchor > tolerance
      else { continue }
      let extra = known[known.count / 2]
      guard extra > tolerance, extra > (found?.extra ?? -.infinity) else { continue }
      let tops = stretch.map(\.keyboardTop).sorted()
      found = OtherHeight(
        keyboardTop: tops[tops.count / 2], startMilliseconds: first.recordingMilliseconds,
        endMilliseconds: last.recordingMilliseconds, extra: extra)
    }
    return found
  }
}
