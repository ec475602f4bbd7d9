extension PixelRect {
  /// Parses `X,Y,WIDTH,HEIGHT` in pixels.
  /// - Throws: ``ScreenHintError`` `.region` for anything else.
  public static func parse(_ text: String) throws(ScreenHintError) -> PixelRect {
    guard let rect = PixelRect(parsing: text) else { throw ScreenHintError(.region(text)) }
    return rect
  }
}
