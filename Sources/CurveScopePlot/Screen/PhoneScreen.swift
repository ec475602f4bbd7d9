import CurveScope

/// A plain phone screen as a screen recording shows it: status bar, a chat, the input bar
/// (text field, send button) and the keyboard (suggestion strip, key caps), with the home
/// indicator on Face ID iPhones.
///
/// Takes plain numbers (``PhoneScreenState``), so a simulation, a measured trace or a test can
/// drive it; draws through any ``Renderer`` (Cairo to PNG, SVG, PDF or pixels for video). The
/// keyboard is drawn over the bar, as the keyboard's window is over the app's: where they
/// overlap, the bar's lower part is hidden.
public struct PhoneScreen: Sendable, Equatable {
  /// Screen width in points.
  public let width: Double
  /// Screen height in points.
  public let height: Double
  /// Light or dark.
  public let appearance: ScreenAppearance
  /// The keyboard's full height in points (its layout hangs from its top edge).
  public let keyboardHeight: Double
  /// The input bar's height in points.
  public let barHeight: Double
  /// Pixels per point the screen will be rasterized at (sets hairlines to one pixel).
  public let scale: Double
  /// Whether the chat moves with the bar, as a chat's table view does (default), or stays put
  /// (fewer changed pixels per frame: smaller GIFs).
  public let contentFollowsBar: Bool

  /// Creates a screen.
  /// - Throws: ``ScreenDrawingError`` for a side outside 100…2000 pt, a keyboard outside
  ///   0…height, a bar outside 30…200 pt, or a scale outside 1…4.
  public init(
    width: Double = 375, height: Double = 812, appearance: ScreenAppearance = .light,
    keyboardHeight: Double = 291, barHeight: Double = 52, scale: Double = 3,
    contentFollowsBar: Bool = true
  ) throws(ScreenDrawingError) {
    guard width.isFinite, height.isFinite, (100...2000).contains(width),
      (100...2000).contains(height)
    else {
      throw ScreenDrawingError(
        subject: "screen \(width)×\(height)", problem: "each side must be 100…2000 points")
    }
    guard keyboardHeight.isFinite, keyboardHeight >= 0, keyboardHeight <= height else {
      throw ScreenDrawingError(
        subject: "keyboard height \(keyboardHeight)", problem: "must be 0…\(height) points")
    }
    guard barHeight.isFinite, (30...200).contains(barHeight) else {
      throw ScreenDrawingError(subject: "bar height \(barHeight)", problem: "must be 30…200 points")
    }
    guard scale.isFinite, (1...4).contains(scale) else {
      throw ScreenDrawingError(subject: "scale \(scale)", problem: "must be 1…4 pixels per point")
    }
    self.width = width
    self.height = height
    self.appearance = appearance
    self.keyboardHeight = keyboardHeight
    self.barHeight = barHeight
    self.scale = scale
    self.contentFollowsBar = contentFollowsBar
  }

  /// Whether the screen is a Face ID iPhone's (tall: home indicator, taller status bar).
  public var hasHomeIndicator: Bool { height / width >= 2 }

  /// The status bar's height: 20 pt on Home-button iPhones, 44–47 pt with a notch, 54 pt with
  /// the Dynamic Island (852 pt and taller).
  public var statusBarHeight: Double {
    guard hasHomeIndicator else { return 20 }
    if height >= 852 { return 54 }
    return height == 844 || height == 926 ? 47 : 44
  }

  /// Draws the screen at one instant.
  /// - Throws: ``ScreenDrawingError`` for a non-finite position, or what the renderer throws.
  public func draw(on renderer: any Renderer, state: PhoneScreenState) throws {
    guard state.keyboardTop.isFinite, state.barBottom.isFinite,
      state.timeMilliseconds.isFinite, abs(state.keyboardTop) < 1e5, abs(state.barBottom) < 1e5
    else {
      throw ScreenDrawingError(
        subject: "state at \(state.timeMilliseconds) ms",
        problem:
          "keyboard top \(state.keyboardTop) and bar bottom \(state.barBottom) must be finite "
          + "point positions")
    }
    let palette = appearance.palette
    try renderer.pushClip(Rect(x: 0, y: 0, width: width, height: height))
    try renderer.fillRect(Rect(x: 0, y: 0, width: width, height: height), color: palette.background)
    let barTop = state.barBottom - barHeight
    try drawConversation(
      on: renderer, above: contentFollowsBar ? barTop : height - barHeight, palette: palette)
    try drawInputBar(on: renderer, top: barTop, state: state, palette: palette)
    try drawStatusAndNavigation(on: renderer, palette: palette)
    if state.keyboardTop < height {
      try drawKeyboard(on: renderer, top: state.keyboardTop, palette: palette)
    }
    if hasHomeIndicator {
      var pill = Path()
      pill.addRoundedRect(
        Rect(x: (width - 134) / 2, y: height - 8 - 5, width: 134, height: 5), radius: 2.5)
      try renderer.fill(pill, color: palette.homeIndicator)
    }
    try renderer.popClip()
  }

  /// One pixel, in points.
  var hairline: Double { 1 / scale }
}
