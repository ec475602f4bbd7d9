extension RGB8 {
  /// Parses `#RRGGBB`, `RRGGBB` or `0xRRGGBB`.
  /// - Throws: ``ScreenHintError`` `.color` for anything else.
  public static func parse(_ text: String) throws(ScreenHintError) -> RGB8 {
    guard let color = RGB8(parsing: text) else { throw ScreenHintError(.color(text)) }
    return color
  }
}
