/// The visual theme every figure shares: palette, semantic colours, type sizes and spacing.
///
/// Sizes are in points of the figure (800 × 500 pt by default, drawn at 2 px per point); the
/// type sizes keep the 1600 × 1000 px PNG legible when shown at half size (1 pt = 1 px).
public struct Theme: Sendable {
  /// Colours for series without a meaning of their own, in order (Okabe–Ito).
  public var palette: [Color]
  /// The keyboard's top edge (and its legend swatch's border) in every figure.
  public var keyboard: Color
  /// The keyboard's region below its top edge: the light grey of the iOS keyboard, neutral so
  /// that it reads apart from the gap's sky blue and the overlap's reddish purple (the two
  /// shadings of the gap panel), with the blue top edge saying "keyboard".
  public var keyboardFill: Color
  /// The input bar (its bottom edge) in every figure.
  public var bar: Color
  /// Overlap: the keyboard covers the bar.
  public var overlap: Color
  /// Gap: a blank strip between bar and keyboard.
  public var gap: Color
  /// The tolerance band.
  public var tolerance: Color
  /// Reference lines (ideal, zero).
  public var reference: Color
  /// Text.
  public var text: Color
  /// Secondary text (tick labels, subtitles).
  public var secondaryText: Color
  /// Grid lines.
  public var grid: Color
  /// Axis lines and ticks.
  public var axis: Color
  /// The figure background.
  public var background: Color
  /// Font sizes in points.
  public var fonts: Fonts
  /// Spacing in points.
  public var spacing: Spacing

  /// Type sizes in points.
  public struct Fonts: Sendable, Equatable {
    /// The header title.
    public var title: Double = 17
    /// The header lines.
    public var subtitle: Double = 12
    /// Panel titles.
    public var panelTitle: Double = 13
    /// Axis titles.
    public var axisTitle: Double = 12
    /// Tick labels.
    public var tickLabel: Double = 11
    /// Legend labels.
    public var legend: Double = 11
    /// Annotations.
    public var annotation: Double = 11
    /// Heat-map cell labels.
    public var cellLabel: Double = 10

    /// The standard sizes.
    public init() {}
  }

  /// Distances in points.
  public struct Spacing: Sendable, Equatable {
    /// Blank margin around the figure.
    public var figureMargin: Double = 14
    /// Between the header and the first panel.
    public var headerGap: Double = 10
    /// Between header lines.
    public var lineGap: Double = 3
    /// Between panels.
    public var panelGap: Double = 18
    /// Between panels that share the x axis.
    public var sharedPanelGap: Double = 10
    /// Between grid columns of panels.
    public var columnGap: Double = 22
    /// Tick mark length (outside the plot area).
    public var tickLength: Double = 4
    /// Between a tick mark and its label.
    public var tickLabelGap: Double = 3
    /// Between tick labels and the axis title.
    public var axisTitleGap: Double = 6
    /// Between a panel title and the plot area.
    public var panelTitleGap: Double = 6
    /// Empty space right of the plot area (room for the last x tick label).
    public var rightMargin: Double = 16
    /// Legend padding, swatch length and gaps.
    public var legendPadding: Double = 6
    /// Legend swatch width.
    public var legendSwatch: Double = 22
    /// Between a legend swatch and its label, and between rows.
    public var legendGap: Double = 5
    /// Between the legend and the plot area's edges.
    public var legendInset: Double = 8
    /// Distance from an annotated point to its label.
    public var annotationDistance: Double = 26

    /// The standard spacing.
    public init() {}
  }

  /// The standard theme: Okabe–Ito colours on white. Keyboard blue (its region the iOS
  /// keyboard's light grey, `#D1D3D9`; plots lay it at 60 % over the grid), bar orange,
  /// overlap reddish purple, gap sky blue (the two shadings of the gap panel are a warm/cool
  /// pair, and neither is close to the bar's orange), tolerance bluish green; vermillion stays
  /// free for warnings.
  public static let standard = Theme(
    palette: [
      .okabeItoBlue, .okabeItoOrange, .okabeItoBluishGreen, .okabeItoVermillion,
      .okabeItoReddishPurple, .okabeItoSkyBlue, .okabeItoYellow, .okabeItoBlack,
    ],
    keyboard: .okabeItoBlue, keyboardFill: Color(hex: 0xD1D3D9),
    bar: .okabeItoOrange, overlap: .okabeItoReddishPurple, gap: .okabeItoSkyBlue,
    tolerance: .okabeItoBluishGreen,
    reference: Color(hex: 0x333333), text: Color(hex: 0x1A1A1A),
    secondaryText: Color(hex: 0x4D4D4D), grid: Color(hex: 0xE3E3E3), axis: Color(hex: 0x555555),
    background: .white, fonts: Fonts(), spacing: Spacing())

  /// Creates a theme.
  public init(
    palette: [Color], keyboard: Color, keyboardFill: Color, bar: Color, overlap: Color, gap: Color,
    tolerance: Color, reference: Color, text: Color, secondaryText: Color, grid: Color,
    axis: Color, background: Color, fonts: Fonts, spacing: Spacing
  ) {
    self.palette = palette.isEmpty ? [.okabeItoBlack] : palette
    self.keyboard = keyboard
    self.keyboardFill = keyboardFill
    self.bar = bar
    self.overlap = overlap
    self.gap = gap
    self.tolerance = tolerance
    self.reference = reference
    self.text = text
    self.secondaryText = secondaryText
    self.grid = grid
    self.axis = axis
    self.background = background
    self.fonts = fonts
    self.spacing = spacing
  }

  /// The palette colour for the `index`-th series, cycling (negative indices wrap too).
  public func seriesColor(_ index: Int) -> Color {
    let count = palette.count
    return palette[((index % count) + count) % count]
  }
}
