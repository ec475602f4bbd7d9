import CurveScopeChart
public import CurveScopeChartRender
public import CurveScopeSupport

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
  /// How the keyboard looks.
  public let keyboardLook: KeyboardLook
  /// How the input bar looks.
  public let barLook: BarLook

  /// The side a screen may have, in points.
  public static let sideRange = NumberRange.closed(100, 2000)
  /// The height an input bar may have, in points.
  public static let barHeightRange = NumberRange.closed(30, 200)
  /// The pixels per point a screen may be drawn at.
  public static let scaleRange = NumberRange.closed(1, 4)
  /// Where a keyboard top or bar bottom may be, in points.
  public static let positionRange = NumberRange.open(-100_000, 100_000)

  /// Creates a screen.
  /// - Throws: ``ScreenDrawingError`` for a side outside ``sideRange``, a keyboard outside
  ///   0…height, a bar outside ``barHeightRange``, or a scale outside ``scaleRange``.
  public init(
    width: Double = 375, height: Double = 812, appearance: ScreenAppearance = .light,
    keyboardHeight: Double = 291, barHeight: Double = 52, scale: Double = 3,
    contentFollowsBar: Bool = true, keyboardLook: KeyboardLook = .classic,
    barLook: BarLook = .standard
  ) throws(ScreenDrawingError) {
    guard Self.sideRange.contains(width), Self.sideRange.contains(height) else {
      throw ScreenDrawingError(.screenSize(width: width, height: height))
    }
    guard NumberRange.closed(0, height).contains(keyboardHeight) else {
      throw ScreenDrawingError(.keyboardHeight(keyboardHeight, screenHeight: height))
    }
    guard Self.barHeightRange.contains(barHeight) else {
      throw ScreenDrawingError(.barHeight(barHeight))
    }
    guard Self.scaleRange.contains(scale) else { throw ScreenDrawingError(.scale(scale)) }
    self.width = width
    self.height = height
    self.appearance = appearance
    self.keyboardHeight = keyboardHeight
    self.barHeight = barHeight
    self.scale = scale
    self.contentFollowsBar = contentFollowsBar
    self.keyboardLook = keyboardLook
    self.barLook = barLook
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
    guard Self.positionRange.contains(state.keyboardTop),
      Self.positionRange.contains(state.barBottom), state.timeMilliseconds.isFinite
    else {
      throw ScreenDrawingError(
        .position(
          timeMilliseconds: state.timeMilliseconds, keyboardTop: state.keyboardTop,
          barBottom: state.barBottom))
    }
    let palette = appearance.palette
    try renderer.pushClip(Rect(x: 0, y: 0, width: width, height: height))
    try renderer.fillRect(Rect(x: 0, y: 0, width: width, height: height), color: palette.background)
    let barTop = state.barBottom - barHeight
    try drawConversation(
      on: renderer, above: contentFollowsBar ? barTop : height - barHeight, palette: palette)
    switch barLook {
    case .standard, .plain:
      try drawInputBar(on: renderer, top: barTop, state: state, palette: palette)
    case .pill:
      try drawPillBar(on: renderer, top: barTop, state: state, palette: palette)
    }
    try drawStatusAndNavigation(on: renderer, palette: palette)
    if state.keyboardTop < height {
      switch keyboardLook {
      case .classic: try drawKeyboard(on: renderer, top: state.keyboardTop, palette: palette)
      case .glass: try drawGlassKeyboard(on: renderer, top: state.keyboardTop, palette: palette)
      case .gboardDark: try drawGboardKeyboard(on: renderer, top: state.keyboardTop)
      }
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
