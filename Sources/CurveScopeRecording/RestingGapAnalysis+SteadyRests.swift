extension RestingGapAnalysis {
  /// The least time, milliseconds, a bar must hold one gap with the keyboard at rest up for that
  /// gap to count as a rest of its own, 150: a bar that lands in steps (a layout that waits for
  /// its own animation) holds each step 30 to 70 ms.
  public static let steadyMilliseconds = 150.0

  /// The gaps at which the bar rests with the keyboard up: runs of frames in a row with the
  /// keyboard within `restTolerance` of `restingKeyboardTop` and the bar seen, each gap within
  /// twice `restTolerance` of the run's first, lasting ``steadyMilliseconds`` or more; each
  /// run's median gap, in order.
  static func steadyRestsUp(
    _ frames: [MeasuredFrame], restingKeyboardTop: Double, restTolerance: Double
  ) -> [Double] {
    var rests: [Double] = []
    var run: [(milliseconds: Double, gap: Double)] = []
    func close() {
      if let first = run.first, let last = run.last,
        last.milliseconds - first.milliseconds >= steadyMilliseconds
      {
        let gaps = run.map(\.gap).sorted()
        rests.append(gaps[gaps.count / 2])
      }
      run = []
    }
    for frame in frames {
      guard let keyboard = frame.keyboardTop, let bar = frame.barBottom,
        abs(keyboard - restingKeyboardTop) <= restTolerance
      else {
        close()
        continue
      }
      let gap = keyboard - bar
      if let first = run.first, abs(gap - first.gap) > 2 * restTolerance { close() }
      run.append((frame.recordingMilliseconds, gap))
    }
    close()
    return rests
  }

  /// The lowest and highest of the bar's steady rests with the keyboard up
  /// (``restingUpStays``) when they lie more than twice the tolerance apart: the bar grew or
  /// changed while the keyboard rested (a line of text added to a field whose lower border is
  /// not the bar's background), or other content was taken for it, and the gap a motion's
  /// expected gap starts from is unknown. `nil` otherwise.
  public var unsteadyRestUp: (low: Double, high: Double)? {
    guard let low = restingUpStays.min(), let high = restingUpStays.max(),
      high - low > 2 * tolerance
    else { return nil }
    return (low, high)
  }
}
