public import CurveScopeSupport

/// A display refresh rate in hertz, in (0, 1000].
///
/// The upper bound keeps frame counts sane (no display refreshes faster; 1000 Hz is already a
/// 1 ms clock); the rate need not be an integer (59.94 Hz).
public struct FrameRate: Sendable, Hashable, CustomStringConvertible {
  /// Frames per second.
  public let hertz: Double

  /// The lowest rate accepted, 1 Hz.
  public static let minimumHertz = 1.0
  /// The highest rate accepted, 1000 Hz.
  public static let maximumHertz = 1000.0

  /// 60 Hz, the classic iPhone display.
  public static let hz60 = FrameRate(validHertz: 60)
  /// 120 Hz, ProMotion displays.
  public static let hz120 = FrameRate(validHertz: 120)

  /// Every rate CurveScope accepts, on the command line and in files: [1, 1000] Hz. Below
  /// 1 Hz a window of 0.6 s has one frame, and a subnormal rate makes frame times infinite.
  public static let range = NumberRange.closed(minimumHertz, maximumHertz)

  /// Creates a frame rate.
  /// - Throws: ``TimingError`` unless `hertz` lies in ``range``.
  public init(hertz: Double) throws(TimingError) {
    try TimingError.require("frame rate", hertz, in: Self.range, unit: "frames per second")
    self.hertz = hertz
  }

  /// Reads a rate as typed: `60`, `59.94`, `120hz`, `120 Hz`.
  /// - Throws: ``TimingError`` naming the text when it is not a number or not in ``range``.
  public init(parsing text: String) throws(TimingError) {
    var body = text.trimmedSpaces
    if body.lowercased().hasSuffix("hz") {
      body = String(body.dropLast(2)).trimmedSpaces
    }
    guard let hertz = Double(body) else {
      throw TimingError.notANumber(parameter: "frame rate", text: text)
    }
    try self.init(hertz: hertz)
  }

  init(validHertz hertz: Double) {
    self.hertz = hertz
  }

  /// Seconds per frame, 1/hertz.
  public var frameInterval: Double { 1 / hertz }

  /// `60 Hz`, `59.94 Hz`.
  public var description: String { "\(NumberText.exact(hertz)) Hz" }
}
