import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

extension PhoneScreen {
  /// Draws an iOS 26 style keyboard with its top edge at `top`: a glass panel inset 4 pt from
  /// the sides with 26 pt rounded top corners, translucent over the app (its colour blended over
  /// what is behind), a bright rim along its top, and keys without shadows.
  func drawGlassKeyboard(on renderer: any Renderer, top: Double, palette: ScreenPalette) throws {
    let layout = keyCapLayout
    guard height - top > 0 else { return }
    let inset = 4.0
    let radius = 26.0
    let light = appearance == .light
    var panel = Path()
    panel.addRoundedRect(
      Rect(x: inset, y: top, width: width - 2 * inset, height: height - top + radius),
      radius: radius)
    try renderer.fill(
      panel, color: light ? Color(hex: 0xF4F4F6, alpha: 0.82) : Color(hex: 0x3A3A3C, alpha: 0.82))
    try renderer.stroke(
      panel,
      style: LineStyle(
        color: light ? Color(hex: 0xFFFFFF, alpha: 0.95) : Color(hex: 0x8E8E93, alpha: 0.9),
        width: hairline * 2))
    let key = light ? Color(hex: 0xFFFFFF) : Color(hex: 0x636366)
    let function = light ? Color(hex: 0xE2E3E7) : Color(hex: 0x48484A)
    for layoutKey in layout.keys {
      let frame = Rect(
        x: inset + (layoutKey.frame.x) * (width - 2 * inset) / width,
        y: top + layoutKey.frame.y + 4, width: layoutKey.frame.width * (width - 2 * inset) / width,
        height: layoutKey.frame.height)
      guard frame.y < height else { continue }
      var cap = Path()
      cap.addRoundedRect(frame, radius: 8)
      try renderer.fill(cap, color: layoutKey.isFunction ? function : key)
      try renderer.drawText(
        layoutKey.label == "space" ? "" : layoutKey.label,
        at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
        style: TextStyle(
          size: layoutKey.label.count > 1 ? 15 : 21, color: palette.keyLabel,
          horizontalAnchor: .center, verticalAnchor: .middle))
    }
  }

  /// Draws a Gboard style dark keyboard with its top edge at `top`: a dark panel, a toolbar row
  /// of outlined icons, then the letters with no key outlines and a rounded space bar.
  func drawGboardKeyboard(on renderer: any Renderer, top: Double) throws {
    let layout = keyCapLayout
    guard height - top > 0 else { return }
    let panel = Color(hex: 0x202124)
    let label = Color(hex: 0xE8EAED)
    try renderer.fillRect(Rect(x: 0, y: top, width: width, height: height - top), color: panel)
    // The toolbar: icons across the suggestion strip.
    let strip = max(layout.suggestionHeight, 40)
    for index in 0..<7 {
      let center = Point(x: width * (Double(index) + 0.5) / 7, y: top + strip / 2)
      var icon = Path()
      icon.addRoundedRect(
        Rect(x: center.x - 9, y: center.y - 9, width: 18, height: 18),
        radius: index % 2 == 0 ? 4 : 9)
      try renderer.stroke(icon, style: LineStyle(color: Color(hex: 0x9AA0A6), width: 1.6))
    }
    for key in layout.keys {
      let frame = Rect(
        x: key.frame.x, y: top + key.frame.y + (strip - layout.suggestionHeight),
        width: key.frame.width, height: key.frame.height)
      guard frame.y < height else { continue }
      if key.label == "space" {
        var bar = Path()
        bar.addRoundedRect(frame, radius: frame.height / 2)
        try renderer.fill(bar, color: Color(hex: 0x3C4043))
        continue
      }
      try renderer.drawText(
        key.label, at: Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2),
        style: TextStyle(
          size: key.label.count > 1 ? 15 : 22, color: label, horizontalAnchor: .center,
          verticalAnchor: .middle))
    }
  }
}
