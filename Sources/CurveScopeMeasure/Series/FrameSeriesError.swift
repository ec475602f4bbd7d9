public import CurveScopeSupport

/// Why frames cannot form a ``FrameSeries``.
public enum FrameSeriesError: CurveScopeError, Equatable {
  /// Which edge of the picture.
  public enum Edge: String, Sendable {
    /// The keyboard's top edge.
    case keyboardTop
    /// The input bar's bottom edge.
    case barBottom
  }

  /// There are no frames.
  case noFrames
  /// A time or position of frame `frame` (0-based) is NaN or infinite.
  case notFinite(frame: Int)
  /// Frame `frame` is not later than the one before it (unsorted or duplicate time).
  case timeNotIncreasing(frame: Int, milliseconds: Double)
  /// The edge has no value on any frame.
  case edgeNeverSeen(Edge)

  /// The frame at fault, or the series.
  public var subject: String {
    switch self {
    case .noFrames, .edgeNeverSeen: "frame series"
    case .notFinite(let frame), .timeNotIncreasing(let frame, _): "frames[\(frame)]"
    }
  }

  /// What is wrong.
  public var problem: String {
    switch self {
    case .noFrames: "has no frames"
    case .notFinite: "holds a time or position that is not a finite number"
    case .timeNotIncreasing(_, let milliseconds):
      "time \(NumberText.exact(milliseconds)) ms is not later than the frame before; "
        + "frames must be in strictly increasing time"
    case .edgeNeverSeen(let edge): "\(edge.rawValue) is missing on every frame"
    }
  }
}
