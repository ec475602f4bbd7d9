import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

extension PhoneScreen {
  /// Draws the input bar from `top` to `top + barHeight`: hairline, an attachment button, the
  /// text field with its placeholder and blinking caret, and the send button.
  func drawInputBar(
    on renderer: any Renderer, top: Double, state: PhoneScreenState, palette: ScreenPalette
  ) throws {
    try renderer.fillRect(
      Rect(x: 0, y: top, width: width, height: barHeight),
      color: barLook == .plain ? palette.background : palette.barBackground)
    try renderer.fillRect(
      Rect(x: 0, y: top, width: width, height: hairline), color: palette.separator)
    let button = 30.0
    let centerY = top + barHeight / 2
    var plus = Path()
    plus.addCircle(center: Point(x: 8 + button / 2, y: centerY), radius: button / 2)
    try renderer.fill(plus, color: palette.receivedBubble)
    try renderer.drawText(
      "+", at: Point(x: 8 + button / 2, y: centerY),
      style: TextStyle(
        size: 22, color: palette.secondaryText, horizontalAnchor: .center,
        verticalAnchor: .middle))
    let fieldInset = 8.0
    let field = Rect(
      x: 8 + button + 8, y: top + fieldInset, width: width - 2 * (8 + button + 8),
      height: barHeight - 2 * fieldInset)
    var fieldPath = Path()
    fieldPath.addRoundedRect(field, radius: field.height / 2)
    try renderer.fill(fieldPath, color: palette.fieldFill)
    try renderer.stroke(
      fieldPath, style: LineStyle(color: palette.fieldBorder, width: hairline * 2))
    let blinkOn = Int((state.timeMilliseconds / 500).rounded(.down)) % 2 == 0
    if blinkOn {
      try renderer.fillRect(
        Rect(x: field.x + 14, y: centerY - 11, width: 2, height: 22), color: palette.accent)
    }
    try renderer.drawText(
      "Message", at: Point(x: field.x + 20, y: centerY),
      style: TextStyle(size: 17, color: palette.secondaryText, verticalAnchor: .middle))
    var send = Path()
    send.addCircle(center: Point(x: width - 8 - button / 2, y: centerY), radius: button / 2)
    try renderer.fill(send, color: palette.accent)
    var arrow = Path()
    let x = width - 8 - button / 2
    arrow.move(to: x, centerY + 8)
    arrow.line(to: x, centerY - 8)
    arrow.move(to: x - 6, centerY - 2)
    arrow.line(to: x, centerY - 8)
    arrow.line(to: x + 6, centerY - 2)
    try renderer.stroke(arrow, style: LineStyle(color: palette.sentText, width: 2.2))
  }
}
