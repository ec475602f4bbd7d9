import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

extension PhoneScreen {
  /// Where the keyboard's key caps sit on this screen.
  public var keyCapLayout: KeyCapLayout { KeyCapLayout(width: width, height: keyboardHeight) }

  /// Draws the keyboard with its top edge at `top` (clipped by the screen's bottom).
  func drawKeyboard(on renderer: any Renderer, top: Double, palette: ScreenPalette) throws {
    let layout = keyCapLayout
    let visible = min(keyboardHeight, height - top)
    guard visible > 0 else { return }
    // The keyboard reaches the screen's bottom even past its own height (a lower keyboard
    // frame than the screen would leave app content showing, which real keyboards never do).
    try renderer.fillRect(
      Rect(x: 0, y: top, width: width, height: height - top), color: palette.keyboardBackground)
    if layout.suggestionHeight > 0 {
      try drawSuggestions(on: renderer, top: top, strip: layout.suggestionHeight, palette: palette)
    }
    for key in layout.keys {
      let frame = Rect(
        x: key.frame.x, y: top + key.frame.y, width: key.frame.width, height: key.frame.height)
      guard frame.y < height else { continue }
      var shadow = Path()
      shadow.addRoundedRect(
        Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height), radius: 5)
      try renderer.fill(shadow, color: palette.keyShadow)
      var cap = Path()
      cap.addRoundedRect(frame, radius: 5)
      try renderer.fill(cap, color: key.isFunction ? palette.functionKey : palette.key)
      let size = key.label.count > 1 ? 16.0 : 22.0
      try renderer.drawText(
        key.label == "space" ? "space" : key.label,
        at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
        style: TextStyle(
          size: size, color: palette.keyLabel, horizontalAnchor: .center, verticalAnchor: .middle))
    }
    if layout.bottomAreaHeight >= 30 {
      let center =
        top + layout.height - layout.bottomAreaHeight + min(26, layout.bottomAreaHeight / 2)
      for x in [34.0, width - 34] {
        var icon = Path()
        icon.addCircle(center: Point(x: x, y: center), radius: 11)
        try renderer.stroke(icon, style: LineStyle(color: palette.keyLabel, width: 1.6))
      }
    }
  }

  /// The QuickType strip: three suggestions between two thin separators.
  private func drawSuggestions(
    on renderer: any Renderer, top: Double, strip: Double, palette: ScreenPalette
  ) throws {
    let words = ["I", "The", "I'm"]
    for (index, word) in words.enumerated() {
      try renderer.drawText(
        word, at: Point(x: width * (Double(index) * 2 + 1) / 6, y: top + strip / 2),
        style: TextStyle(
          size: 16, color: palette.keyLabel, horizontalAnchor: .center, verticalAnchor: .middle))
    }
    for x in [width / 3, width * 2 / 3] {
      try renderer.fillRect(
        Rect(x: x, y: top + strip * 0.25, width: hairline * 2, height: strip * 0.5),
        color: palette.suggestionSeparator)
    }
  }
}
