public import CurveScopeSupport

/// A trace that cannot be analysed: where in the file (a JSON frame or a CSV line) and why.
///
/// ``place`` and ``cause`` carry the values that matter; ``subject`` and ``problem`` build the
/// sentence, here and nowhere else. Structural JSON problems (a missing member, a wrong type)
/// are ``JSONDecodingError``s, and bad events ``KeyboardEventError``s, as for scenario files.
public struct TraceError: CurveScopeError, Equatable {
  /// Which edge of the picture.
  public enum Edge: String, Sendable {
    /// The keyboard's top edge.
    case keyboardTop
    /// The bar's bottom edge.
    case barBottom
  }

  /// What is wrong.
  public enum Cause: Hashable, Sendable {
    /// The file has more than `limit` bytes (checked before reading it).
    case tooLarge(byteCount: Int, limit: Int)
    /// More than `limit` frames (checked before building them).
    case tooManyFrames(limit: Int)
    /// There is no frame.
    case noFrames
    /// A frame earlier than the one before it (`previous` ms): the frames are not sorted.
    case timeNotIncreasing(milliseconds: Double, previous: Double)
    /// A frame at the same time as the one before it.
    case duplicateTime(milliseconds: Double)
    /// A value that is NaN or infinite.
    case notFinite(TraceColumn)
    /// A CSV cell that is not a number (an empty cell means "not seen").
    case notANumber(TraceColumn, text: String)
    /// A keyboard top above the screen's top or below its bottom (`screenHeight`) by more
    /// than ``Trace/screenSlackPoints``.
    case keyboardBeyondScreen(value: Double, screenHeight: Double)
    /// A bar bottom beyond the screen as ``keyboardBeyondScreen(value:screenHeight:)`` is
    /// (``EdgeRange``).
    case barBeyondScreen(value: Double, screenHeight: Double)
    /// Numbers in other units than points and milliseconds, or in several.
    case unitMismatch(TraceUnitMismatch)
    /// A CSV header without the column `column`; `header` lists what it has.
    case missingColumn(TraceColumn, header: [String])
    /// A CSV line with fewer cells than the header needs.
    case missingCells(expected: Int, found: Int)
    /// An edge that has no value on any frame.
    case edgeNeverSeen(Edge)
    /// A screen height (given for a CSV) outside (0, 100000] points.
    case screenHeight(Double)
    /// A safe-area inset or margin outside [0, screen height].
    case inset(name: String, value: Double)
    /// A `# name: value` comment of a CSV whose value is not a number.
    case setting(name: String, text: String)
    /// Fewer than ``Trace/minimumFrameCount`` frames: no frame rate and no motion to measure.
    case tooFewFrames(count: Int, minimum: Int)
    /// A time beyond ±``Trace/largestTimeMilliseconds``: the frame intervals are lost to
    /// rounding (1e17 ms + 16.7 ms is 1e17 ms in a double).
    case timeTooLarge(milliseconds: Double)
    /// Two frames `previous` and `milliseconds` apart on the file's clock that fall on one time
    /// once counted from the first notification at `origin` ms.
    case timesCollide(milliseconds: Double, previous: Double, origin: Double)
    /// Every keyboard top is 0 and no screen height is given: the column looks like the
    /// keyboard's height, or the trace has no screen.
    case keyboardAlwaysZero
    /// A CSV header that names `column` more than once (cells `first` and `second`, 1-based).
    case duplicateColumn(TraceColumn, first: Int, second: Int)
    /// A CSV header whose names are separated by spaces only.
    case spaceSeparatedHeader
    /// The file is not UTF-8: `encoding` names what it looks like (UTF-16 little or big endian,
    /// UTF-32).
    case encoding(String)
    /// A `# screen_width: …` comment outside (0, 100000] points.
    case screenWidth(Double)
  }

  /// Where: a frame or a line; `nil` for the whole trace.
  public var place: TracePlace?
  /// What is wrong.
  public var cause: Cause

  /// Creates a trace error.
  public init(_ place: TracePlace?, _ cause: Cause) {
    self.place = place
    self.cause = cause
  }

  /// The frame or line (with the value's name when one is at fault), or `trace`.
  public var subject: String {
    guard let place else { return "trace" }
    switch cause {
    case .notFinite(let column), .notANumber(let column, _): return place.text(column)
    case .keyboardBeyondScreen: return place.text(.keyboardTop)
    case .timeNotIncreasing, .duplicateTime, .timeTooLarge, .timesCollide:
      return place.text(.time)
    case .barBeyondScreen: return place.text(.barBottom)
    case .unitMismatch(.edgeInPixels(let column, _, _, _)): return place.text(column)
    default: return place.text
    }
  }

  /// What is wrong and what would be right.
  public var problem: String {
    func n(_ value: Double) -> String { NumberText.exact(value) }
    switch cause {
    case .tooLarge(let count, let limit):
      return "has \(count) bytes; traces are limited to \(limit) bytes (\(limit >> 20) MiB)"
    case .tooManyFrames(let limit):
      return "has more than \(limit) frames, the limit for one trace; split the recording"
    case .noFrames:
      return "has no frames"
    case .timeNotIncreasing(let milliseconds, let previous):
      return "time \(n(milliseconds)) ms is earlier than the frame before (\(n(previous)) ms); "
        + "frames must be sorted by time"
    case .duplicateTime(let milliseconds):
      return "time \(n(milliseconds)) ms repeats the frame before; each frame needs its own time"
    case .notFinite:
      return "is not a finite number"
    case .notANumber(_, let text):
      return "'\(text)' is not a number (leave the cell empty when the edge was not seen)"
    case .keyboardBeyondScreen(let value, let screenHeight):
      return "\(n(value)) pt lies beyond the screen (0 to \(n(screenHeight)) pt, y downward); "
        + "a hidden keyboard's top is the screen height"
    case .barBeyondScreen(let value, let screenHeight):
      return "\(n(value)) pt lies beyond the screen (0 to \(n(screenHeight)) pt, y downward); "
        + "a bar's bottom edge is on the screen"
    case .unitMismatch(let mismatch):
      return Self.text(mismatch)
    case .missingColumn(let column, let header):
      let found = header.isEmpty ? "no header" : "header \(header.joined(separator: ","))"
      return "has no \(column.csvHeader) column (\(found)); the header needs "
        + TraceColumn.allCases.map(\.csvHeader).joined(separator: ",")
    case .missingCells(let expected, let found):
      return "has \(found) cells; the header needs at least \(expected)"
    case .edgeNeverSeen(let edge):
      return "\(edge.rawValue) is missing on every frame"
    case .screenHeight(let value):
      return "screen height \(n(value)) \(NumberRange.openClosed(0, 100_000).requirement("points"))"
    case .inset(let name, let value):
      return "\(name) \(n(value)) pt must lie between 0 and the screen height"
    case .setting(let name, let text):
      return name == "platform"
        ? "comment '# platform: \(text)' names no platform (ios, android, flutter, react-native, "
          + "recording)"
        : "comment '# \(name): \(text)' does not give a number"
    case .tooFewFrames(let count, let minimum):
      return
        "has \(count) frame\(count == 1 ? "" : "s"); a trace needs at least \(minimum) to have "
        + "a frame rate and a motion to measure"
    case .timeTooLarge(let milliseconds):
      return "time \(n(milliseconds)) ms is beyond ±10^15 ms, where frame intervals are lost to "
        + "rounding: write milliseconds since boot or since the "
        + "recording started (not micro- or nanoseconds since 1970)"
    case .timesCollide(let milliseconds, let previous, let origin):
      return "time \(n(milliseconds)) ms is too close to the frame before (\(n(previous)) ms) to "
        + "stay apart once times count from the first notification (\(n(origin)) ms): frames "
        + "need times that differ at the clock's precision"
    case .keyboardAlwaysZero:
      return "keyboard_top is 0 on every frame, so the screen height cannot be taken from it: "
        + "give --screen-height or a '# screen_height:' line, and check that the column holds "
        + "the keyboard's top edge (a screen y, y downward), not its height"
    case .duplicateColumn(let column, let first, let second):
      return "names \(column.csvHeader) twice (cells \(first) and \(second)); name each column once"
    case .spaceSeparatedHeader:
      return "separates its names with spaces; separate cells with commas, tabs or semicolons "
        + "(time_ms,keyboard_top,bar_bottom)"
    case .encoding(let encoding):
      return "is \(encoding), not UTF-8: save it as UTF-8 (iconv -f \(encoding) -t UTF-8)"
    case .screenWidth(let value):
      return "screen width \(n(value)) "
        + NumberRange.openClosed(0, 100_000).requirement("points")
    }
  }

  private static func text(_ mismatch: TraceUnitMismatch) -> String {
    func n(_ value: Double) -> String { NumberText.exact(value) }
    switch mismatch {
    case .pixelsDeclared(let units):
      return "units '\(units)': traces are in points; divide by the display scale "
        + "(UIScreen.scale, displayMetrics.density) and write \"units\": \"points\""
    case .edgeInPixels(_, let maximum, let screenHeight, let scale):
      return "reaches \(n(maximum)), \(n(scale)) × the \(n(screenHeight)) pt screen: mixed units, "
        + "this edge looks like pixels at scale \(n(scale)); write every value in points"
    case .allInPixels(let keyboard, let bar, let screenHeight, let scale):
      return
        "keyboard_top reaches \(n(keyboard)) and bar_bottom \(n(bar)), about \(n(scale)) × the "
        + "\(n(screenHeight)) pt screen: the edges look like pixels at scale \(n(scale)); divide "
        + "every value by the display scale"
    case .screenInPixels(let maximum):
      return "keyboard_top reaches \(n(maximum)), taller than any screen in points "
        + "(\(n(Trace.largestScreenPoints))): the trace looks like pixels; divide by the display "
        + "scale, or give the screen height if it really is in points"
    case .timesInSeconds(let interval):
      return "frames are \(n(interval)) ms apart (median): times look like seconds; "
        + "write milliseconds"
    case .timesTooFine(let interval):
      return "frames are \(n(interval)) ms apart (median), more than a second: times look like "
        + "microseconds or nanoseconds; write milliseconds"
    }
  }
}
