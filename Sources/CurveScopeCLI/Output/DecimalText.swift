import CurveScopeSupport

/// Numbers as text for output: exact (shortest round-trip) for machines, rounded for people.
enum DecimalText {
  /// The shortest text that reads back to `value` (`0.25`, `16.666666666666668`, `1e-05`);
  /// `inf`, `-inf` or `nan` when not finite (CSV has no `null`).
  static func exact(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return JSONValue.number(value)
  }

  /// `value` rounded half away from zero to `decimals` places (0…9), with trailing zeros kept
  /// (`16.67`, `0.000000`); the exact text when it is too large to round this way.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return exact(value) }
    let places = min(max(decimals, 0), 9)
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded()
    guard scaled < 9e15 else { return exact(value) }
    let units = Int(scaled)
    let whole = String(units / scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard places > 0 else { return sign + whole }
    let fraction = String(units % scale)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
