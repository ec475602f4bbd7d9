/// An arrow between two data points, drawn in the plot (a lag between two crossings, a jump).
///
/// The shaft is stroked in `style`; filled 7 pt heads go at the ends asked for, and `capLength`
/// adds short bars across both ends (a dimension line: `|<-->|`). A label, if wanted, is an
/// ``Annotation`` pointing at the arrow; the arrow itself counts as data, so labels and legends
/// keep off it.
public struct DataArrow: Sendable {
  /// The tail, in data units.
  public var from: DataPoint
  /// The tip, in data units.
  public var to: DataPoint
  /// The shaft's stroke; heads are filled in its colour.
  public var style: LineStyle
  /// Whether a head is drawn at `to`.
  public var headAtEnd: Bool
  /// Whether a head is drawn at `from` too.
  public var headAtStart: Bool
  /// The length in points of the bars across both ends; 0 draws none.
  public var capLength: Double

  /// Creates an arrow.
  public init(
    from: DataPoint, to: DataPoint, style: LineStyle, headAtEnd: Bool = true,
    headAtStart: Bool = false, capLength: Double = 0
  ) {
    self.from = from
    self.to = to
    self.style = style
    self.headAtEnd = headAtEnd
    self.headAtStart = headAtStart
    self.capLength = capLength
  }
}
