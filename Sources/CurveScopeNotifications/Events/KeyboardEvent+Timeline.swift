import CurveScopeSupport

extension KeyboardEvent {
  /// `events` checked and sorted by time (events at the same time keep their order), as a
  /// scenario and a recorded trace hold them.
  ///
  /// - Parameters:
  ///   - name: the scenario or trace the events belong to, for the error.
  ///   - shiftedToFirst: shift the times so the first event is at 0 s, on a 1 ns grid; otherwise
  ///     keep them (an interactive dismissal's release times, relative to the drag's start, the
  ///     span counted from 0 or the first event, whichever is earlier).
  /// - Throws: ``KeyboardEventError`` for more than ``KeyboardEventLimits/maximumCount`` events,
  ///   a non-finite or negative time, a bad frame or duration, or events spread over more than
  ///   ``KeyboardEventLimits/maximumSpan``.
  package static func timeline(
    _ events: [KeyboardEvent], name: String, shiftedToFirst: Bool = true
  ) throws(KeyboardEventError) -> [KeyboardEvent] {
    guard events.count <= KeyboardEventLimits.maximumCount else {
      throw .tooManyEvents(
        scenario: name, count: events.count, limit: KeyboardEventLimits.maximumCount)
    }
    for (index, event) in events.enumerated() {
      try event.check(index: index)
    }
    let sorted = events.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }
    .map(\.element)
    guard let first = sorted.first, let last = sorted.last else { return [] }
    let start = shiftedToFirst ? first.time : min(0, first.time)
    guard last.time - start <= KeyboardEventLimits.maximumSpan else {
      throw .eventsSpanTooLong(scenario: name, limit: KeyboardEventLimits.maximumSpan)
    }
    guard shiftedToFirst else { return sorted }
    return sorted.map { event in
      var shifted = event
      shifted.time = nanosecondGrid(event.time - start)
      return shifted
    }
  }

  /// `seconds` rounded to a whole number of nanoseconds, so that shifting 1.1 s by 1.0 s gives
  /// exactly 0.1 s (and not 0.10000000000000009) and frame times meet event times.
  package static func nanosecondGrid(_ seconds: Double) -> Double {
    (seconds * 1e9).rounded() / 1e9
  }

  /// Checks the event's time, frames and duration.
  /// - Parameter index: the event's place in its list, for the error.
  private func check(index: Int) throws(KeyboardEventError) {
    guard time.isFinite, time >= 0 else {
      throw .eventTime(index: index, value: time)
    }
    let frames: [(KeyboardEventError.FrameField, Rect)] = [
      (.frameBegin, frameBegin), (.frameEnd, frameEnd),
    ]
    for (label, rect) in frames {
      guard rect.components.allSatisfy({ $0.isFinite && abs($0) <= 100_000 }),
        rect.width >= 0, rect.height >= 0
      else {
        throw .eventFrame(index: index, label)
      }
    }
    if let duration {
      guard duration.isFinite, duration >= 0, duration <= KeyboardEventLimits.maximumDuration
      else {
        throw .eventDuration(index: index, value: duration)
      }
    }
  }
}
