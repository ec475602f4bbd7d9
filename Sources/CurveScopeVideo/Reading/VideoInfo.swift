/// What a recording's header says, read before decoding.
public struct VideoInfo: Sendable, Hashable {
  /// The container (`mov,mp4,m4a,3gp,3g2,mj2`).
  public var container: String
  /// The codec (`h264`, `hevc`).
  public var codec: String
  /// The decoder's pixel format (`yuv420p`).
  public var pixelFormat: String
  /// Width of a decoded picture before rotation, in pixels.
  public var codedWidth: Int
  /// Height of a decoded picture before rotation, in pixels.
  public var codedHeight: Int
  /// Clockwise quarter turns applied to every frame to make it upright (0…3), from the display
  /// matrix or the `rotate` tag.
  public var clockwiseQuarterTurns: Int
  /// Whether frames are also mirrored horizontally (a display matrix with a flip).
  public var isMirrored: Bool
  /// Duration stated by the container or stream, in milliseconds, when known.
  public var durationMilliseconds: Double?
  /// Frame count stated by the container, when known (frames are counted when decoded).
  public var statedFrameCount: Int?
  /// The stream's average frame rate, when stated (informative only: times come from each
  /// frame's timestamp).
  public var averageFramesPerSecond: Double?

  /// Width of an upright frame, in pixels.
  public var width: Int { clockwiseQuarterTurns % 2 == 0 ? codedWidth : codedHeight }
  /// Height of an upright frame, in pixels.
  public var height: Int { clockwiseQuarterTurns % 2 == 0 ? codedHeight : codedWidth }
}
