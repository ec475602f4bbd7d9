import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

extension PhoneScreen {
  /// Draws a floating capsule bar from `top` to `top + barHeight`: no full-width background (the
  /// chat shows beside it), a capsule inset 16 pt from the sides with a rim, its placeholder and
  /// caret, and a round send button inside it.
  func drawPillBar(
    on renderer: any Renderer, top: Double, state: PhoneScreenState, palette: ScreenPalette
  ) throws {
    let light = appearance == .light
    let capsule = Rect(x: 16, y: top + 4, width: width - 32, height: barHeight - 8)
    var path = Path()
    path.addRoundedRect(capsule, radius: capsule.height / 2)
    try renderer.fill(path, color: light ? Color(hex: 0xF2F2F7) : Color(hex: 0x2C2C2E))
    try renderer.stroke(
      path,
      style: LineStyle(
        color: light ? Color(hex: 0xB9B9BE) : Color(hex: 0x636366), width: hairline * 3))
    let centerY = capsule.y + capsule.height / 2
    if Int((state.timeMilliseconds / 500).rounded(.down)) % 2 == 0 {
      try renderer.fillRect(
        Rect(x: capsule.x + 18, y: centerY - 10, width: 2, height: 20), color: palette.accent)
    }
    try renderer.drawText(
      "Message", at: Point(x: capsule.x + 24, y: centerY),
      style: TextStyle(size: 17, color: palette.secondaryText, verticalAnchor: .middle))
    var send = Path()
    let radius = min(15, capsule.height / 2 - 4)
    send.addCircle(
      center: Point(x: capsule.x + capsule.width - radius - 6, y: centerY), radius: radius)
    try renderer.fill(send, color: palette.accent)
  }
}
