/// The checks every trace passes, whatever format it came in (README "Trace files").
enum TraceValidator {
  /// Checks `frames` in order: count, finite values, sorted distinct times, keyboard inside the
  /// screen (or a display scale off: pixels), both edges seen, and a plausible median interval.
  /// - Parameters:
  ///   - places: the place in the file of frame `index`.
  ///   - screenHeightGiven: whether the screen height was stated (a CSV may take its largest
  ///     keyboard top instead, which is then checked against ``Trace/largestScreenPoints``).
  static func check(
    _ frames: [TraceFrame], places: (Int) -> TracePlace, screenHeight: Double,
    screenHeightGiven: Bool
  ) throws(TraceError) {
    guard !frames.isEmpty else { throw TraceError(nil, .noFrames) }
    guard frames.count <= Trace.maximumFrameCount else {
      throw TraceError(nil, .tooManyFrames(limit: Trace.maximumFrameCount))
    }
    guard screenHeight > 0, screenHeight <= 100_000 else {
      throw TraceError(nil, .screenHeight(screenHeight))
    }
    var keyboardMaximum: (index: Int, value: Double)?
    var barMaximum: (index: Int, value: Double)?
    var firstBeyond: (index: Int, value: Double)?
    var firstBarBeyond: (index: Int, value: Double)?
    for (index, frame) in frames.enumerated() {
      let place = places(index)
      guard frame.timeMilliseconds.isFinite else { throw TraceError(place, .notFinite(.time)) }
      if let top = frame.keyboardTop {
        guard top.isFinite else { throw TraceError(place, .notFinite(.keyboardTop)) }
        if keyboardMaximum.map({ top > $0.value }) ?? true { keyboardMaximum = (index, top) }
        if firstBeyond == nil, !EdgeRange.contains(top, screenHeight: screenHeight) {
          firstBeyond = (index, top)
        }
      }
      if let bottom = frame.barBottom {
        guard bottom.isFinite else { throw TraceError(place, .notFinite(.barBottom)) }
        if barMaximum.map({ bottom > $0.value }) ?? true { barMaximum = (index, bottom) }
        if firstBarBeyond == nil, !EdgeRange.contains(bottom, screenHeight: screenHeight) {
          firstBarBeyond = (index, bottom)
        }
      }
      if index > 0 {
        let previous = frames[index - 1].timeMilliseconds
        if frame.timeMilliseconds == previous {
          throw TraceError(place, .duplicateTime(milliseconds: frame.timeMilliseconds))
        }
        if frame.timeMilliseconds < previous {
          throw TraceError(
            place, .timeNotIncreasing(milliseconds: frame.timeMilliseconds, previous: previous))
        }
      }
    }
    guard let keyboard = keyboardMaximum else {
      throw TraceError(nil, .edgeNeverSeen(.keyboardTop))
    }
    guard let bar = barMaximum else { throw TraceError(nil, .edgeNeverSeen(.barBottom)) }
    try checkUnits(
      keyboard: keyboard, bar: bar, firstBeyond: firstBeyond, places: places,
      screenHeight: screenHeight, screenHeightGiven: screenHeightGiven)
    if let firstBarBeyond {
      throw TraceError(
        places(firstBarBeyond.index),
        .barBeyondScreen(value: firstBarBeyond.value, screenHeight: screenHeight))
    }
    if frames.count > 1 {
      let intervals = zip(frames, frames.dropFirst()).map {
        $1.timeMilliseconds - $0.timeMilliseconds
      }
      let median = TraceQuality.median(intervals)
      if median < Trace.plausibleIntervalMilliseconds.lowerBound {
        throw TraceError(nil, .unitMismatch(.timesInSeconds(intervalMilliseconds: median)))
      }
      if median > Trace.plausibleIntervalMilliseconds.upperBound {
        throw TraceError(nil, .unitMismatch(.timesTooFine(intervalMilliseconds: median)))
      }
    }
  }

  /// An edge a display scale times the screen is in pixels; a keyboard beyond the screen
  /// otherwise is an error of its own; a CSV keyboard taller than any screen is pixels.
  private static func checkUnits(
    keyboard: (index: Int, value: Double), bar: (index: Int, value: Double),
    firstBeyond: (index: Int, value: Double)?, places: (Int) -> TracePlace, screenHeight: Double,
    screenHeightGiven: Bool
  ) throws(TraceError) {
    if !screenHeightGiven, keyboard.value > Trace.largestScreenPoints {
      throw TraceError(
        places(keyboard.index), .unitMismatch(.screenInPixels(maximum: keyboard.value)))
    }
    for (column, maximum) in [(TraceColumn.keyboardTop, keyboard), (.barBottom, bar)]
    where maximum.value > screenHeight + Trace.screenSlackPoints {
      if let scale = TraceUnitMismatch.displayScale(near: maximum.value / screenHeight) {
        throw TraceError(
          places(maximum.index),
          .unitMismatch(
            .edgeInPixels(
              column, maximum: maximum.value, screenHeight: screenHeight, scale: scale)))
      }
    }
    if let firstBeyond {
      throw TraceError(
        places(firstBeyond.index),
        .keyboardBeyondScreen(value: firstBeyond.value, screenHeight: screenHeight))
    }
  }
}
