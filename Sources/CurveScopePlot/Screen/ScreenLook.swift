/// How a drawn phone screen's keyboard looks.
public enum KeyboardLook: String, Sendable, Hashable, CaseIterable {
  /// iOS up to 18: an opaque full-width panel, key caps with shadows, the QuickType strip.
  case classic
  /// iOS 26: a rounded glass panel inset from the screen's sides, translucent over the app,
  /// light keys without shadows.
  case glass
  /// Gboard in dark mode: a dark panel, a toolbar row of icons, letters without key outlines.
  case gboardDark = "gboard-dark"
}

/// How a drawn phone screen's input bar looks.
public enum BarLook: String, Sendable, Hashable, CaseIterable {
  /// A full-width bar with a hairline, an attachment button, a text field and a send button.
  case standard
  /// A floating capsule inset from the sides over the chat (iOS 26 style), its rim the only
  /// full outline.
  case pill
  /// A full-width bar of the page's own colour: only its hairline and its text field's border
  /// show.
  case plain
}
