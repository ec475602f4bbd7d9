public import CurveScopeSupport

/// A trace that cannot be analysed: where in the file (a JSON frame or a CSV line) and why.
///
/// ``place`` and ``cause`` carry the values that matter; ``subject`` and ``problem`` build the
/// sentence, here and nowhere else. Structural JSON problems (a missing member, a wrong type)
/// are ``JSONDecodingError``s, and bad events ``ScenarioError``s, as for scenario files.
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
    case .barBeyondScreen: return place.text(.barBottom)
    case .timeNotIncreasing, .duplicateTime: return place.text(.time)
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
      return "comment '# \(name): \(text)' does not give a number"
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
