public import CurveScopeSupport

/// A recording that cannot be read, with the cause and the values that matter.
///
/// Tools map ``Cause/unreadable(reason:)`` to "input missing or unreadable" (exit 66) and every
/// other cause to "bad input data" (exit 65).
public struct VideoReadError: CurveScopeError, Equatable {
  /// Why the recording cannot be read.
  public enum Cause: Sendable, Equatable {
    /// The file does not exist, is a folder, or cannot be opened.
    case unreadable(reason: String)
    /// The file is larger than the limit.
    case fileTooLarge(bytes: Int64, limit: Int64)
    /// FFmpeg does not recognise the file as a container it reads (FFmpeg's words).
    case notAVideo(detail: String)
    /// The container holds no video stream (audio only, or a still cover picture).
    case noVideoStream
    /// The video's codec has no decoder in this FFmpeg.
    case unsupportedCodec(name: String)
    /// A frame side or the frame's pixel count is beyond the limits (or zero).
    case resolutionOutOfBounds(width: Int, height: Int, maximumSide: Int, maximumPixels: Int)
    /// The stated or decoded duration is beyond the limit.
    case tooLong(seconds: Double, limit: Double)
    /// More frames than the limit.
    case tooManyFrames(limit: Int)
    /// The display matrix turns frames by an angle that is not a multiple of 90°.
    case unsupportedRotation(degrees: Double)
    /// The video stream decodes to no frame at all.
    case zeroFrames
    /// Reading or decoding failed part-way: the file is cut short or damaged after
    /// `decodedFrames` good frames (the last at `lastTimeMilliseconds`).
    case truncated(decodedFrames: Int, lastTimeMilliseconds: Double?, detail: String)
    /// A decoded frame carries no timestamp, so its time cannot be known.
    case missingTimestamp(frameIndex: Int)
    /// A frame's size or pixel format changed mid-stream.
    case frameChanged(frameIndex: Int, detail: String)
    /// Another FFmpeg failure.
    case ffmpeg(FFmpegError)
  }

  /// The recording's path, as given.
  public var path: String
  /// The cause.
  public var cause: Cause

  /// Creates the error.
  public init(path: String, cause: Cause) {
    self.path = path
    self.cause = cause
  }

  /// The path.
  public var subject: String { path }

  /// The cause in words.
  public var problem: String {
    switch cause {
    case .unreadable(let reason):
      return reason
    case .fileTooLarge(let bytes, let limit):
      return "is \(bytes) bytes, more than the limit of \(limit) bytes for recordings"
    case .notAVideo(let detail):
      return "not a video FFmpeg can read (\(detail))"
    case .noVideoStream:
      return "holds no video stream"
    case .unsupportedCodec(let name):
      return "its video codec \(name) cannot be decoded by this FFmpeg"
    case .resolutionOutOfBounds(let width, let height, let side, let pixels):
      return
        "frames of \(width)×\(height) pixels are outside the limits (1…\(side) pixels a side, "
        + "at most \(pixels) pixels)"
    case .tooLong(let seconds, let limit):
      return "lasts \(Self.number(seconds)) s, more than the limit of \(Self.number(limit)) s"
    case .tooManyFrames(let limit):
      return "has more than \(limit) frames, the limit"
    case .unsupportedRotation(let degrees):
      return "its display matrix turns frames by \(Self.number(degrees))°, not a multiple of 90°"
    case .zeroFrames:
      return "its video stream has no frames"
    case .truncated(let frames, let time, let detail):
      let after =
        time.map { "after frame \(frames - 1) at \(Self.number($0)) ms" } ?? "before any frame"
      return "truncated or damaged: decoding stopped \(after) (\(detail))"
    case .missingTimestamp(let index):
      return "frame \(index) has no timestamp"
    case .frameChanged(let index, let detail):
      return "frame \(index) changed \(detail) mid-stream"
    case .ffmpeg(let error):
      return error.description
    }
  }

  /// Whether the file could not be opened at all (exit 66), as opposed to bad content.
  public var isUnreadable: Bool {
    if case .unreadable = cause { return true }
    return false
  }

  /// A number with at most three decimals (`NumberText`, the one number formatter).
  static func number(_ value: Double) -> String { NumberText.reading(value, decimals: 3) }
}
