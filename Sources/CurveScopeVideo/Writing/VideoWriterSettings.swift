/// How ``VideoWriter`` encodes: H.264 through libx264 in an MP4, 4:2:0, BT.709 limited range.
public struct VideoWriterSettings: Sendable, Hashable {
  /// libx264's constant rate factor, 0 (lossless) … 51; 18 is visually lossless for flat
  /// figures (default 18).
  public var constantRateFactor: Int
  /// libx264's speed preset (`ultrafast` … `veryslow`; default `medium`).
  public var preset: String
  /// libx264's tune (`animation` suits flat drawings; `nil` for none).
  public var tune: String?
  /// The nominal frame rate told to the encoder for its rate control (default 60); frame times
  /// come from the timestamps given to ``VideoWriter/append(_:timeMilliseconds:)``.
  public var framesPerSecond: Int

  /// The defaults: CRF 18, `medium`, tune `animation`, 60 fps.
  public static let standard = VideoWriterSettings()

  /// Creates settings.
  public init(
    constantRateFactor: Int = 18, preset: String = "medium", tune: String? = "animation",
    framesPerSecond: Int = 60
  ) {
    self.constantRateFactor = constantRateFactor
    self.preset = preset
    self.tune = tune
    self.framesPerSecond = framesPerSecond
  }
}
