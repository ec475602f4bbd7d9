import CurveScopeCairo
import Testing

/// DejaVu Sans metrics from its font tables (2048 units per em): digits advance 1303 units,
/// hhea ascender 1901 and descender −483.
@Suite("Cairo text metrics")
struct CairoTextMeasurerTests {
  @Test("DejaVu Sans digits are 1303/2048 em wide; ascent 1901/2048 em, descent 483/2048 em")
  func dejaVuMetrics() throws {
    let measurer = try CairoTextMeasurer()
    let extent = measurer.measure("0123456789", size: 20.48, weight: .regular)
    #expect(abs(extent.width - 130.3) < 1e-6)
    #expect(abs(extent.ascent - 19.01) < 1e-6)
    #expect(abs(extent.descent - 4.83) < 1e-6)
  }

  @Test("width grows linearly with size (hint metrics off); bold is wider")
  func linear() throws {
    let measurer = try CairoTextMeasurer()
    let small = measurer.measure("time (ms)", size: 11, weight: .regular).width
    let large = measurer.measure("time (ms)", size: 22, weight: .regular).width
    #expect(abs(large - 2 * small) < 1e-9)
    #expect(measurer.measure("time (ms)", size: 11, weight: .bold).width > small)
    #expect(measurer.measure("", size: 11, weight: .regular).width == 0)
  }
}
