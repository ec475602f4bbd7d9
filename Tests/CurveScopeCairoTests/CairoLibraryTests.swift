import CurveScopeCairo
import Testing

@Test("Cairo links and reports a 1.x version")
func cairoVersion() {
  #expect(CairoLibrary.version.hasPrefix("1."))
}
