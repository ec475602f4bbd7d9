public import CurveScopeChart

/// The colours of a drawn phone screen, chosen to look like iOS.
///
/// Sources: keyboard background light #D1D3D9 (Sujitech TesserCube `UIColor+Keyboard.swift`,
/// also close to KeyboardKit's `standardKeyboardBackground` #D5D6DD), dark #2C2C2C (KeyboardKit
/// `standardKeyboardBackground` dark, 0.173); letter keys #FFFFFF / #6B6B6B and function keys
/// #ABB1BA / #474747, key shadow black at 30 % / 70 % (KeyboardKit's `standardButton`,
/// `standardDarkButtonBackground`, `standardButtonShadow` colour sets). UIKit's documented
/// system colours: systemBlue #007AFF / #0A84FF, opaque separator #C6C6C8 / #38383A,
/// systemGray6 #F2F2F7 / #1C1C1E, secondary label #8E8E93 / #8D8D93.
public struct ScreenPalette: Sendable, Hashable {
  /// The app's background (and what shows in a gap between bar and keyboard).
  public var background: Color
  /// Status bar, navigation bar and input bar background.
  public var barBackground: Color
  /// Hairlines under the navigation bar and over the input bar.
  public var separator: Color
  /// The text field's fill.
  public var fieldFill: Color
  /// The text field's border.
  public var fieldBorder: Color
  /// Placeholder and secondary text.
  public var secondaryText: Color
  /// Primary text.
  public var text: Color
  /// Send button, caret and sent bubbles.
  public var accent: Color
  /// Received bubbles.
  public var receivedBubble: Color
  /// Text on sent bubbles.
  public var sentText: Color
  /// The keyboard's background.
  public var keyboardBackground: Color
  /// Letter keys.
  public var key: Color
  /// Function keys (shift, delete, 123, return).
  public var functionKey: Color
  /// The shadow under each key.
  public var keyShadow: Color
  /// Key labels.
  public var keyLabel: Color
  /// Separators between suggestions.
  public var suggestionSeparator: Color
  /// The home indicator.
  public var homeIndicator: Color

  /// Light mode.
  public static let light = ScreenPalette(
    background: Color(hex: 0xFFFFFF), barBackground: Color(hex: 0xF6F6F6),
    separator: Color(hex: 0xC6C6C8), fieldFill: Color(hex: 0xFFFFFF),
    fieldBorder: Color(hex: 0xC6C6C8), secondaryText: Color(hex: 0x8E8E93),
    text: Color(hex: 0x000000), accent: Color(hex: 0x007AFF),
    receivedBubble: Color(hex: 0xE9E9EB), sentText: Color(hex: 0xFFFFFF),
    keyboardBackground: Color(hex: 0xD1D3D9), key: Color(hex: 0xFFFFFF),
    functionKey: Color(hex: 0xABB1BA), keyShadow: Color(hex: 0x000000, alpha: 0.3),
    keyLabel: Color(hex: 0x000000), suggestionSeparator: Color(hex: 0xB4B7BE),
    homeIndicator: Color(hex: 0x000000))

  /// Dark mode.
  public static let dark = ScreenPalette(
    background: Color(hex: 0x000000), barBackground: Color(hex: 0x1C1C1E),
    separator: Color(hex: 0x38383A), fieldFill: Color(hex: 0x1C1C1E),
    fieldBorder: Color(hex: 0x3A3A3C), secondaryText: Color(hex: 0x8D8D93),
    text: Color(hex: 0xFFFFFF), accent: Color(hex: 0x0A84FF),
    receivedBubble: Color(hex: 0x262628), sentText: Color(hex: 0xFFFFFF),
    keyboardBackground: Color(hex: 0x2C2C2C), key: Color(hex: 0x6B6B6B),
    functionKey: Color(hex: 0x474747), keyShadow: Color(hex: 0x000000, alpha: 0.7),
    keyLabel: Color(hex: 0xFFFFFF), suggestionSeparator: Color(hex: 0x4A4A4A),
    homeIndicator: Color(hex: 0xFFFFFF))
}
