/// Light or dark system appearance of a drawn phone screen.
public enum ScreenAppearance: String, Sendable, Hashable, CaseIterable {
  /// Light mode: white content, light grey keyboard.
  case light
  /// Dark mode: black content, dark grey keyboard.
  case dark

  /// The colours of this appearance.
  public var palette: ScreenPalette { self == .light ? .light : .dark }
}
