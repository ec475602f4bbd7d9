/// Where the keyboard sits on screen.
public enum KeyboardLayout: Hashable, Sendable {
  /// Along the screen's bottom edge: the bar rests on its top edge.
  case docked
  /// A floating keyboard (iPad) `width` points wide whose bottom edge stays `bottomInset` points
  /// above the screen's bottom; shown frames are moved there, centred. It covers no part of the
  /// window's bottom edge, so the bar must stay where it is.
  case floating(width: Double, bottomInset: Double)
}
