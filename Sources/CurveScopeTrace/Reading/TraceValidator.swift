/// The checks every trace passes, whatever format it came in (the Traces article).
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
      guard abs(frame.timeMilliseconds) <= Trace.largestTimeMilliseconds else {
        throw TraceError(place, .timeTooLarge(milliseconds: frame.timeMilliseconds))
      }
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
    guard frames.count >= Trace.minimumFrameCount else {
      throw TraceError(
        nil, .tooFewFrames(count: frames.count, minimum: Trace.minimumFrameCount))
    }
  }

  /// Checks that `frames`, once shifted by `origin` ms, keep strictly increasing times in
  /// milliseconds and in seconds (what every measure reads), so that no later step finds two
  /// frames at one time.
  static func checkShifted(
    _ frames: [TraceFrame], origin: Double, places: (Int) -> TracePlace
  ) throws(TraceError) {
    var previous: (milliseconds: Double, seconds: Double)?
    for (index, frame) in frames.enumerated() {
      let milliseconds = frame.timeMilliseconds - origin
      let seconds = milliseconds / 1000
      if let previous, !(milliseconds > previous.milliseconds && seconds > previous.seconds) {
        throw TraceError(
          places(index),
          .timesCollide(
            milliseconds: frame.timeMilliseconds,
            previous: frames[index - 1].timeMilliseconds, origin: origin))
      }
      previous = (milliseconds, seconds)
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
    let keyboardScale =
      keyboard.value > screenHeight + Trace.screenSlackPoints
      ? TraceUnitMismatch.displayScale(near: keyboard.value / screenHeight) : nil
    if let scale = keyboardScale, bar.value > screenHeight + Trace.screenSlackPoints {
      // Both edges beyond the screen by a display scale: the whole trace is in pixels.
      throw TraceError(
        nil,
        .unitMismatch(
          .allInPixels(
            keyboard: keyboard.value, bar: bar.value, screenHeight: screenHeight, scale: scale)))
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
