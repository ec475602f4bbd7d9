import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport

/// Where everything of an annotated animation sits, in points, decided once before drawing:
/// header (title, counter, progress), one column per phone (name, verdict, the screen, the
/// frame's readout), and the legend. Positions are whole pixels at the animation's scale, so
/// the phones' edges stay sharp.
struct AnimationLayout {
  static let margin = 16.0
  static let phoneGap = 28.0
  static let headerHeight = 50.0
  static let clockHeight = 48.0
  static let labelHeight = 44.0
  static let readoutHeight = 30.0
  static let legendRowHeight = 20.0
  static let minimumWidth = 560.0
  /// The width, in pixels, at which a pull request shows an image as wide as its column.
  static let columnWidth = 800.0

  /// Sizes of the text.
  enum Font {
    static let title = 17.0
    static let subtitle = 12.0
    static let counter = 24.0
    static let counterNote = 11.0
    static let name = 15.0
    static let verdict = 12.0
    static let readout = 14.0
    static let legend = 12.0
  }

  /// One legend entry: its swatch and label, at a position.
  struct LegendItem {
    enum Swatch {
      case line(Color)
      case outline(Color)
      case box(Color)
    }
    var swatch: Swatch
    var label: String
    var origin: Point
  }

  /// How much larger than ``Font`` the text is drawn: the frame's width over 800 points (at
  /// least 1), so that a frame shown 800 pixels wide — a pull request's column — still shows
  /// its smallest text (11 pt) at 11 pixels or more. The bands that hold text grow with it.
  let text: Double
  let scale: Double
  let width: Double
  let height: Double
  /// The top of the progress bar and counter, under the phones.
  let clockTop: Double
  /// Each phone's screen rectangle.
  let phones: [Rect]
  let legend: [LegendItem]

  /// Lays out `count` phones of `screenWidth` × `screenHeight` points at `scale` pixels per point.
  init(
    count: Int, screenWidth: Double, screenHeight: Double, scale: Double, theme: Theme,
    measurer: any TextMeasurer
  ) {
    self.scale = scale
    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
    let row = Double(count) * screenWidth + Double(max(0, count - 1)) * Self.phoneGap
    let width = snap(max(Self.minimumWidth, row + 2 * Self.margin))
    let text = max(1, width / Self.columnWidth)
    self.text = text
    let phoneTop = snap(Self.margin + (Self.headerHeight + Self.labelHeight) * text)
    var left = snap((width - row) / 2)
    var phones: [Rect] = []
    for _ in 0..<count {
      phones.append(Rect(x: left, y: phoneTop, width: screenWidth, height: screenHeight))
      left = snap(left + screenWidth + Self.phoneGap)
    }
    // The legend, wrapped to the width.
    let entries: [(LegendItem.Swatch, String)] = [
      (.line(theme.keyboard), "keyboard's top edge"),
      (.outline(theme.bar), "input bar (outlined where the keyboard hides it)"),
      (.box(theme.overlap), "bar hidden under the keyboard (overlap)"),
      (.box(theme.gap), "blank gap between bar and keyboard"),
    ]
    var legend: [LegendItem] = []
    var x = Self.margin
    let clockTop = phoneTop + screenHeight + Self.readoutHeight * text + 2
    var y = clockTop + Self.clockHeight * text
    for (swatch, label) in entries {
      let itemWidth =
        (26 + 22) * text + measurer.measure(label, size: Font.legend * text, weight: .regular).width
      if x > Self.margin, x + itemWidth > width - Self.margin {
        x = Self.margin
        y += Self.legendRowHeight * text
      }
      legend.append(LegendItem(swatch: swatch, label: label, origin: Point(x: x, y: y)))
      x += itemWidth
    }
    self.clockTop = clockTop
    self.width = width
    self.height = snap(y + Self.legendRowHeight * text + Self.margin - 4)
    self.phones = phones
    self.legend = legend
  }

  /// The frame's size in pixels.
  var pixelWidth: Int { Int((width * scale).rounded()) }
  /// The frame's height in pixels.
  var pixelHeight: Int { Int((height * scale).rounded()) }
}
