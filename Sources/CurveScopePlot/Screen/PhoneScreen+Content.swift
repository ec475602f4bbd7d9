import CurveScopeChart
import CurveScopeChartRender
import CurveScopeSupport

extension PhoneScreen {
  /// A short conversation, newest at the bottom: (sent by me, text lines).
  static let conversation: [(sent: Bool, lines: [String])] = [
    (false, ["Are you coming tonight?"]),
    (true, ["Yes! Leaving work", "around six."]),
    (false, ["Great, see you there"]),
    (true, ["Should I bring anything?"]),
    (false, ["Maybe some drinks", "and the board game"]),
    (true, ["On it!"]),
    (false, ["The keyboard covers", "my message field again"]),
    (true, ["Send me a screen recording"]),
  ]

  /// Draws the chat bubbles stacked upwards from just above the bar's top (content follows
  /// the bar, as a chat's table view does).
  func drawConversation(on renderer: any Renderer, above barTop: Double, palette: ScreenPalette)
    throws
  {
    let lineHeight = 21.0
    var bottom = barTop - 10
    let contentTop = statusBarHeight + 44
    for message in Self.conversation.reversed() {
      let longest = message.lines.map(\.count).max() ?? 0
      let bubbleWidth = min(width * 0.72, Double(longest) * 8.6 + 28)
      let bubbleHeight = Double(message.lines.count) * lineHeight + 16
      let top = bottom - bubbleHeight
      guard bottom > contentTop else { break }
      let x = message.sent ? width - 12 - bubbleWidth : 12
      var bubble = Path()
      bubble.addRoundedRect(
        Rect(x: x, y: top, width: bubbleWidth, height: bubbleHeight), radius: 17)
      try renderer.fill(bubble, color: message.sent ? palette.accent : palette.receivedBubble)
      for (index, line) in message.lines.enumerated() {
        try renderer.drawText(
          line, at: Point(x: x + 14, y: top + 8 + Double(index) * lineHeight + lineHeight / 2),
          style: TextStyle(
            size: 16, color: message.sent ? palette.sentText : palette.text,
            verticalAnchor: .middle))
      }
      bottom = top - 8
    }
  }

  /// Draws the status bar (time, signal, battery) and a navigation bar with the chat's title.
  func drawStatusAndNavigation(on renderer: any Renderer, palette: ScreenPalette) throws {
    let status = statusBarHeight
    try renderer.fillRect(
      Rect(x: 0, y: 0, width: width, height: status + 44), color: palette.barBackground)
    try renderer.fillRect(
      Rect(x: 0, y: status + 44 - hairline, width: width, height: hairline),
      color: palette.separator)
    let textY = status * (hasHomeIndicator ? 0.58 : 0.5)
    try renderer.drawText(
      // Left of the notch on Face ID iPhones, centred on Home-button ones.
      "9:41", at: Point(x: hasHomeIndicator ? 54 : width / 2, y: textY),
      style: TextStyle(
        size: 15, weight: .bold, color: palette.text, horizontalAnchor: .center,
        verticalAnchor: .middle))
    for bar in 0..<4 {
      let barHeight = 4 + Double(bar) * 2.2
      try renderer.fillRect(
        Rect(
          x: width - 76 + Double(bar) * 4.5, y: textY + 5 - barHeight, width: 3, height: barHeight),
        color: palette.text)
    }
    var battery = Path()
    battery.addRoundedRect(Rect(x: width - 42, y: textY - 5.5, width: 24, height: 11.5), radius: 3)
    try renderer.stroke(battery, style: LineStyle(color: palette.secondaryText, width: 1))
    try renderer.fillRect(
      Rect(x: width - 40, y: textY - 3.5, width: 18, height: 7.5), color: palette.text)
    try renderer.drawText(
      "Alex", at: Point(x: width / 2, y: status + 22),
      style: TextStyle(
        size: 17, weight: .bold, color: palette.text, horizontalAnchor: .center,
        verticalAnchor: .middle))
    try renderer.drawText(
      "‹ Chats", at: Point(x: 8, y: status + 22),
      style: TextStyle(size: 17, color: palette.accent, verticalAnchor: .middle))
  }
}
