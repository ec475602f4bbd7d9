import CurveScopeChart
import Testing

@Suite("Chart model values")
struct ModelTests {
  static let points = [DataPoint(x: 0, y: 1), DataPoint(x: 10, y: 3), DataPoint(x: 20, y: 2)]

  @Test("step after holds each value until the next x (a value latched per frame)")
  func stepAfter() {
    let series = Series(points: ModelTests.points, interpolation: .stepAfter)
    #expect(
      series.drawnPoints == [
        DataPoint(x: 0, y: 1), DataPoint(x: 10, y: 1), DataPoint(x: 10, y: 3),
        DataPoint(x: 20, y: 3), DataPoint(x: 20, y: 2),
      ])
  }

  @Test("step before jumps at the previous x")
  func stepBefore() {
    let series = Series(points: ModelTests.points, interpolation: .stepBefore)
    #expect(
      series.drawnPoints == [
        DataPoint(x: 0, y: 1), DataPoint(x: 0, y: 3), DataPoint(x: 10, y: 3),
        DataPoint(x: 10, y: 2), DataPoint(x: 20, y: 2),
      ])
    #expect(Series(points: ModelTests.points).drawnPoints == ModelTests.points)
  }

  @Test("markers go on every point unless given their own points")
  func markerPoints() {
    #expect(Series(points: ModelTests.points).resolvedMarkerPoints == ModelTests.points)
    let frames = [DataPoint(x: 5, y: 2)]
    #expect(Series(points: ModelTests.points, markerPoints: frames).resolvedMarkerPoints == frames)
  }

  @Test("colours: hex, clamping, mixing, WCAG luminance")
  func colors() {
    let blue = Color(hex: 0x0072B2)
    #expect(blue.red == 0 && blue.green == 114.0 / 255 && blue.blue == 178.0 / 255)
    #expect(Color(red: 2, green: -1, blue: .nan) == Color(red: 1, green: 0, blue: 0))
    #expect(
      Color.white.mixed(with: .okabeItoBlack, fraction: 0.5)
        == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color.white.luminance == 1 && Color.okabeItoBlack.luminance == 0)
  }

  @Test("the theme cycles its palette for any index")
  func palette() {
    let theme = Theme.standard
    #expect(theme.seriesColor(0) == .okabeItoBlue)
    #expect(theme.seriesColor(8) == .okabeItoBlue)
    #expect(theme.seriesColor(-1) == .okabeItoBlack)
  }

  @Test("semantic colours are distinct Okabe–Ito colours")
  func semantic() {
    let theme = Theme.standard
    let colors = [theme.keyboard, theme.bar, theme.overlap, theme.gap, theme.tolerance]
    #expect(Set(colors).count == 5)
  }

  @Test("axis labels combine title and unit")
  func axisLabel() {
    #expect(Axis(title: "time", unit: "ms").label == "time (ms)")
    #expect(Axis(title: "gap").label == "gap")
    #expect(Axis(unit: "pt").label == "(pt)")
    #expect(Axis().label == nil)
  }

  @Test("colour scale interpolates between stops and clamps")
  func colorScale() {
    let scale = ColorScale(stops: [.okabeItoBlack, .white])
    #expect(scale.color(atFraction: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(scale.color(atFraction: 2) == .white)
    #expect(scale.color(atFraction: .nan) == .okabeItoBlack)
  }
}
