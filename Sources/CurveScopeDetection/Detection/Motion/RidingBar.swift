/// The input bar as the reference shows it, resting on the keyboard.
struct RidingBar: Sendable {
  /// The bar's lowest edge in the reference: the coordinate of the first row below it
  /// (fractional; the keyboard's top edge when the bar touches the keyboard).
  var bottom: Double
  /// Whether the bar's background reaches the keyboard.
  var touchesKeyboard: Bool
  /// Which edge of the bar ``bottom`` is.
  var edge: BarEdge
  /// How far the bar moves down when the keyboard hides (or is held lowest), rows.
  var travel: Int
  /// The rows of the reference registered to follow the bar (its top edge to its lowest edge).
  var templateRows: Range<Int>
  /// How well the rows above the keyboard reappear in the hidden frames moved down by
  /// ``travel``: the share of the rows with structure near the bar that match, times the log
  /// of how many match.
  var score: Double = 0
}
