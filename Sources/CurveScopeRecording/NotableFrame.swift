/// A frame of a measured recording worth looking at, and why (for annotated debug frames).
public struct NotableFrame: Sendable, Hashable {
  /// Why a frame is notable.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The bar furthest under the keyboard (both edges found).
    case maxOverlap = "max-overlap"
    /// The widest blank strip between bar and keyboard (both edges found).
    case maxGap = "max-gap"
    /// The lowest confidence among frames where an edge was found.
    case leastConfident = "least-confident"
    /// The first frame where the keyboard's edge was not found.
    case keyboardNotFound = "keyboard-not-found"
    /// The first frame where the bar's edge was not found (covered or not seen).
    case barNotFound = "bar-not-found"
    /// The first frame where the keyboard has left where it was at the start.
    case keyboardMoves = "keyboard-moves"
    /// Spread over the recording to show the rest.
    case sample
  }

  /// The frame's position in the recording.
  public var index: Int
  /// Why, most telling first.
  public var reasons: [Reason]

  /// Creates a notable frame.
  public init(index: Int, reasons: [Reason]) {
    self.index = index
    self.reasons = reasons
  }
}
