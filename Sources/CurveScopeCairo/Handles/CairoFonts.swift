import CurveScopeChart

/// The regular and bold DejaVu Sans faces of one renderer or measurer.
final class CairoFonts {
  let regular: CairoFontFace
  let bold: CairoFontFace

  init() throws {
    regular = try CairoFontFace(weight: .regular)
    bold = try CairoFontFace(weight: .bold)
  }

  func face(_ weight: TextStyle.Weight) -> CairoFontFace {
    weight == .bold ? bold : regular
  }
}
