public import CurveScopeSupport

/// An animation (MP4 or GIF) that cannot be written, with the cause. No partial file is left
/// under the output's name: tools map every cause to "output cannot be written" (exit 73)
/// except ``Cause/invalidFrame(index:detail:)`` and ``Cause/timestampsNotIncreasing(index:milliseconds:previousMilliseconds:)``,
/// which are mistakes of the caller.
public struct VideoWriteError: CurveScopeError, Equatable {
  /// Why the file cannot be written.
  public enum Cause: Sendable, Equatable {
    /// The temporary file cannot be created, written, synced or renamed (the system's words).
    case cannotWrite(reason: String)
    /// A frame does not match the writer's size, or the writer's size is out of bounds.
    case invalidFrame(index: Int, detail: String)
    /// A frame's time is not after the previous frame's (at the container's resolution).
    case timestampsNotIncreasing(index: Int, milliseconds: Double, previousMilliseconds: Double)
    /// No frame was appended before `finish`.
    case noFrames
    /// This FFmpeg has no such encoder (`libx264`).
    case encoderUnavailable(name: String)
    /// The writer was already finished or failed.
    case finished
    /// An FFmpeg failure while encoding or muxing.
    case ffmpeg(FFmpegError)
    /// A giflib failure while encoding.
    case gif(GIFLibError)
    /// The encoder (`libx264`) failed to open or to encode `width` × `height` frames and gave
    /// FFmpeg no reason but a generic one ("Generic error in an external library", or out of
    /// memory); `detail` is what the encoder printed itself (`malloc of size … failed`), if
    /// anything. Almost always memory: the frames it holds grow with their area.
    case encoderFailed(encoder: String, width: Int, height: Int, detail: String)
  }

  /// The output path, as given.
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
    case .cannotWrite(let reason): return reason
    case .invalidFrame(let index, let detail): return "frame \(index): \(detail)"
    case .timestampsNotIncreasing(let index, let time, let previous):
      return
        "frame \(index) at \(VideoReadError.number(time)) ms does not come after the previous "
        + "frame at \(VideoReadError.number(previous)) ms"
    case .noFrames: return "no frame was written"
    case .encoderUnavailable(let name): return "this FFmpeg has no \(name) encoder"
    case .finished: return "the writer is already finished"
    case .ffmpeg(let error): return error.description
    case .gif(let error): return error.description
    case .encoderFailed(let encoder, let width, let height, let detail):
      let megabytes = X264MemoryPlan.estimatedBytes(pixels: width * height) >> 20
      return "\(encoder) could not encode \(width)×\(height) frames"
        + (detail.isEmpty ? "" : " (\(detail))")
        + "; it most likely ran out of memory (it holds about \(megabytes) MB at this size): "
        + "make the frames smaller or give it more memory"
    }
  }
}
