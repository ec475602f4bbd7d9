/// Numbers as figures print them: rounded for reading, never more digits than they mean.
public enum FigureNumber {
  /// `value` rounded to `decimals` places without trailing zeros: `63.5`, `0`, `−75` (with a
  /// true minus sign, as tick labels have); values under 0.95 in magnitude get two decimals
  /// (`0.05`) so that they do not read as 0; `—` when not finite.
  public static func text(_ value: Double, decimals: Int = 1) -> String {
    let plain = ascii(value, decimals: decimals)
    return plain.hasPrefix("-") ? "\u{2212}" + plain.dropFirst() : plain
  }

  /// `text` with an ASCII hyphen-minus.
  static func ascii(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "—" }
    if decimals == 1, value != 0, abs(value) < 0.95 { return ascii(value, decimals: 2) }
    var scale = 1.0
    for _ in 0..<max(0, min(decimals, 12)) { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// A signed value with an explicit `+` for positive ones: `+33.1`, `-6.6`, `0`.
  public static func signed(_ value: Double, decimals: Int = 1) -> String {
    let body = text(value, decimals: decimals)
    return value > 0 && body != "0" ? "+" + body : body
  }
}
