/// Which edge of the input bar a measurement follows.
public enum BarEdge: String, Sendable, Hashable, CaseIterable {
  /// The lower boundary of the bar's background: against the keyboard when the bar rests on
  /// it, or against a page of another colour.
  case background
  /// The lowest visible outline of the bar (a floating pill's rim, its text field's border),
  /// used when the bar's background cannot be told from the page behind it.
  case outline
}
