import CurveScopeTrace

/// A trace's frames as the matcher reads them: times in seconds, and which values take part in
/// the fits (seen, and not a repeated frame: a stale read is no evidence of where an edge was).
struct MatchFrames: Sendable {
  /// Frame times, seconds since the trace's origin.
  let times: [Double]
  /// The keyboard's top edge, NaN where not seen.
  let keyboard: [Double]
  /// The bar's bottom edge, NaN where not seen.
  let bar: [Double]
  /// Whether the frame takes part in the fits.
  let usable: [Bool]

  init(_ trace: Trace) {
    times = trace.frames.map { $0.timeMilliseconds / 1000 }
    keyboard = trace.frames.map { $0.keyboardTop ?? .nan }
    bar = trace.frames.map { $0.barBottom ?? .nan }
    var usable = [Bool](repeating: true, count: trace.frames.count)
    for index in trace.quality.repeatedFrames { usable[index] = false }
    self.usable = usable
  }

  var count: Int { times.count }

  /// Whether frame `index` has a usable keyboard value.
  @inline(__always) func hasKeyboard(_ index: Int) -> Bool {
    usable[index] && !keyboard[index].isNaN
  }

  /// Whether frame `index` has a usable bar value.
  @inline(__always) func hasBar(_ index: Int) -> Bool {
    usable[index] && !bar[index].isNaN
  }

  /// The first frame index at or after `seconds` within `range`.
  func firstIndex(atOrAfter seconds: Double, in range: Range<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let mid = (low + high) / 2
      if times[mid] < seconds { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The frame indices of `range` whose times lie in [`from`, `to`].
  func indices(in range: Range<Int>, from: Double, to: Double) -> Range<Int> {
    let start = firstIndex(atOrAfter: from, in: range)
    let end = firstIndex(atOrAfter: to.nextUp, in: start..<range.upperBound)
    return start..<end
  }
}
