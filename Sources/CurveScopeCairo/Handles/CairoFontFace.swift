import CCairo
import CurveScopeChart

/// Owns a Cairo toy font face ("DejaVu Sans", regular or bold), destroyed in `deinit`.
final class CairoFontFace {
  let handle: OpaquePointer

  /// The family every figure uses (Debian package `fonts-dejavu-core`).
  static let family = "DejaVu Sans"

  init(weight: TextStyle.Weight) throws {
    let cairoWeight = weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
    guard
      let handle = cairo_toy_font_face_create(
        CairoFontFace.family, CAIRO_FONT_SLANT_NORMAL, cairoWeight)
    else {
      throw CairoError(operation: "create font face", code: -1, message: "no font face")
    }
    self.handle = handle
    try CairoStatus.check(cairo_font_face_status(handle), "create font face")
  }

  deinit {
    cairo_font_face_destroy(handle)
  }
}
