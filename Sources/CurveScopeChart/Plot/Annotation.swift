/// A text label pointing at a data point with an arrow ("max overlap 63.6 pt at 83 ms").
///
/// The layout places the label automatically where it overlaps no other label, the legend or the
/// data lines, unless `offset` fixes it.
public struct Annotation: Sendable {
  /// The label text (one line).
  public var text: String
  /// The point pointed at, in data units.
  public var target: DataPoint
  /// The text and arrow colour.
  public var color: Color
  /// A marker drawn on the target; `nil` draws none.
  public var marker: MarkerStyle?
  /// Whether an arrow joins the label to the target.
  public var showsArrow: Bool
  /// A fixed label-centre offset from the target in points (x right, y down); `nil` places it
  /// automatically.
  public var offset: (x: Double, y: Double)?

  /// Creates an annotation.
  public init(
    _ text: String, at target: DataPoint, color: Color = .okabeItoBlack,
    marker: MarkerStyle? = nil, showsArrow: Bool = true, offset: (x: Double, y: Double)? = nil
  ) {
    self.text = text
    self.target = target
    self.color = color
    self.marker = marker
    self.showsArrow = showsArrow
    self.offset = offset
  }
}
