/// What t = 0 of a ``Trace`` is, and where it lies on the recorder's own clock.
///
/// Times are shifted so that 0 is the first keyboard notification, as in a simulation. A trace
/// with events has that notification; a trace without them gets the last frame at rest before
/// the keyboard first moves (the matcher then fits the notification's time more finely).
public enum TraceTimeOrigin: Hashable, Sendable {
  /// The first event of the file, at `fileMilliseconds` on the file's clock.
  case firstEvent(fileMilliseconds: Double)
  /// The last frame before the keyboard's first motion, at `fileMilliseconds` on the file's
  /// clock (the trace has no events).
  case firstMotion(fileMilliseconds: Double)
  /// The file's own clock, unshifted: the trace has no events and the keyboard never moves.
  case fileClock

  /// Where t = 0 lies on the file's clock, in ms.
  public var fileMilliseconds: Double {
    switch self {
    case .firstEvent(let value), .firstMotion(let value): value
    case .fileClock: 0
    }
  }
}
