/// One refresh of a paced display (``FramePacing``).
public struct PacedFrame: Hashable, Sendable {
  /// When it is shown, in seconds (its tick plus jitter).
  public var time: Double
  /// Its vsync tick, in seconds.
  public var tick: Double
  /// The display's frame interval at this refresh, in seconds (what a display link reports as
  /// its duration).
  public var nominalInterval: Double
  /// Whether the app produced this frame (an app-driven follower keeps its previous value on a
  /// missed one).
  public var appProduced: Bool

  /// Creates a refresh.
  public init(time: Double, tick: Double, nominalInterval: Double, appProduced: Bool) {
    self.time = time
    self.tick = tick
    self.nominalInterval = nominalInterval
    self.appProduced = appProduced
  }
}
