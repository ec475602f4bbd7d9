import CurveScopeChart

/// A figure builder's estimate of a header's height on the standard canvas, for diagrams laid
/// out in nominal points before the real layout measures text: average DejaVu Sans advances of
/// 0.56 em (regular) and 0.63 em (bold), lines wrapped by that width.
enum HeaderEstimate {
  static func height(_ header: Header, width: Double, theme: Theme) -> Double {
    let lineHeight = theme.fonts.subtitle * 1.17
    var height = theme.fonts.title * 1.17
    for line in header.lines {
      let advance = theme.fonts.subtitle * (line.isBold ? 0.63 : 0.56)
      let lines = max(1, (Double(line.text.count) * advance / width).rounded(.up))
      height += lines * (lineHeight + theme.spacing.lineGap)
    }
    return height
  }
}
