import CurveScopeSupport

/// A display refresh rate in hertz, in (0, 1000].
///
/// The upper bound keeps frame counts sane (no display refreshes faster; 1000 Hz is already a
/// 1 ms clock); the rate need not be an integer (59.94 Hz).
public struct FrameRate: Sendable, Hashable, CustomStringConvertible {
  /// Frames per second.
  public let hertz: Double

  /// The highest rate accepted, 1000 Hz.
  public static let maximumHertz = 1000.0

  /// 60 Hz, the classic iPhone display.
  public static let hz60 = FrameRate(validHertz: 60)
  /// 120 Hz, ProMotion displays.
  public static let hz120 = FrameRate(validHertz: 120)

  /// Creates a frame rate.
  /// - Throws: ``TimingError`` unless `hertz` is finite and in (0, 1000].
  public init(hertz: Double) throws {
    guard hertz.isFinite, hertz > 0, hertz <= Self.maximumHertz else {
      throw TimingError.parameter(
        "frame rate", hertz, "must be a number of frames per second in (0, 1000]")
    }
    self.hertz = hertz
  }

  /// Reads a rate as typed: `60`, `59.94`, `120hz`, `120 Hz`.
  /// - Throws: ``TimingError`` naming the text when it is not a number or not in (0, 1000].
  public init(parsing text: String) throws {
    var body = text.trimmedSpaces
    if body.lowercased().hasSuffix("hz") {
      body = String(body.dropLast(2)).trimmedSpaces
    }
    guard let hertz = Double(body) else {
      throw TimingError(
        subject: "frame rate '\(text)'", problem: "not a number of frames per second",
        parameter: "frame rate")
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
