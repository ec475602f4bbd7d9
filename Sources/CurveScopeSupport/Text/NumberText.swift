/// The one way a number reaches a person or a program: every table, JSON document, figure label,
/// explanation and error message writes its numbers through here.
///
/// Two forms:
/// - **exact** (programs, error messages, CSV): the shortest text that reads back to the same
///   `Double` (`0.25`, `16.666666666666668`, `1e-05`); `nan`, `inf`, `-inf` when not finite.
/// - **reading** (people): rounded half away from zero to a number of decimals chosen per
///   quantity, trailing zeros dropped, `-0` written `0`, and one rule for small values: a
///   non-zero value under 0.95 in magnitude read at one decimal gets two (`0.33`, `0.05`), so that
///   it never reads as `0` or loses half its digits; `—` when not finite.
package enum NumberText {
  /// How a negative number is signed.
  package enum Minus: Sendable {
    /// ASCII hyphen-minus (`-75`), for terminals and files.
    case hyphen
    /// The typographic minus sign U+2212 (`−75`), for figures.
    case typographic
  }

  /// The shortest text that reads back to exactly `value`; `nan`, `inf` or `-inf` when it is not
  /// finite.
  package static func exact(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return "\(value)"
  }

  /// `value` for reading: rounded to `decimals` places (0…12), trailing zeros dropped; a
  /// non-zero value under 0.95 in magnitude read at one decimal gets two; `—` when not finite.
  package static func reading(_ value: Double, decimals: Int = 1, minus: Minus = .hyphen)
    -> String
  {
    guard value.isFinite else { return "—" }
    // Beyond 1e15 no decimal is left to round and scaling could overflow: Swift's own spelling.
    guard abs(value) < 1e15 else { return exact(value) }
    let places = decimals == 1 && value != 0 && abs(value) < 0.95 ? 2 : min(max(decimals, 0), 12)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    let text =
      rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    guard minus == .typographic, text.hasPrefix("-") else { return text }
    return "\u{2212}" + text.dropFirst()
  }

  /// ``reading(_:decimals:minus:)`` with an explicit `+` on positive values that do not read as
  /// zero: `+33.1`, `-6.6`, `0`.
  package static func signed(_ value: Double, decimals: Int = 1, minus: Minus = .hyphen)
    -> String
  {
    let body = reading(value, decimals: decimals, minus: minus)
    return value > 0 && body != "0" ? "+" + body : body
  }

  /// `value` rounded half away from zero to `decimals` places (0…9) with trailing zeros kept
  /// (`16.67`, `0.000000`), for columns that line up; the exact text when it is too large to
  /// round this way or not finite.
  package static func fixed(_ value: Double, decimals: Int) -> String {
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
