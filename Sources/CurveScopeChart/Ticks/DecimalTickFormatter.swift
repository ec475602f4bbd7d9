import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Labels with just enough decimals to tell the ticks apart: the fewest decimals d such that
/// every value is a whole number of 10^−d (0, 0.1, 0.2 → "0.0", "0.1", "0.2"; 0, 200 → "0",
/// "200"). Negative numbers use the typographic minus "−" (U+2212). A set needing more than
/// `maximumDecimals` is rounded to that many; values of magnitude 10^7 or more switch to `2.5e11`
/// notation. The rounding is `NumberText`'s (the one number formatter); only the choice of
/// decimals is this formatter's.
public struct DecimalTickFormatter: TickFormatter {
  /// The most decimals written in plain notation (0…9); values needing more are rounded to it.
  public var maximumDecimals: Int
  /// Text appended to every label (a unit such as " ms"); empty by default.
  public var suffix: String

  /// Creates a formatter.
  public init(maximumDecimals: Int = 6, suffix: String = "") {
    self.maximumDecimals = min(9, max(0, maximumDecimals))
    self.suffix = suffix
  }

  /// The labels; non-finite values become "" so that they never trap.
  public func labels(for values: [Double]) -> [String] {
    let finite = values.filter(\.isFinite)
    let largest = finite.map(abs).max() ?? 0
    if largest >= 1e7 {
      return scientificLabels(values, largest: largest)
    }
    let decimals = decimalsNeeded(finite, limit: maximumDecimals)
    return values.map { value in
      guard value.isFinite else { return "" }
      return DecimalTickFormatter.plain(value, decimals: decimals) + suffix
    }
  }

  /// The fewest decimals (≤ limit) that write every value exactly, to a relative 1e-9.
  private func decimalsNeeded(_ values: [Double], limit: Int) -> Int {
    for decimals in 0...limit {
      let factor = pow(10, Double(decimals))
      let exact = values.allSatisfy { value in
        let scaled = value * factor
        return abs(scaled - scaled.rounded()) <= 1e-9 * max(1, abs(scaled))
      }
      if exact { return decimals }
    }
    return limit
  }

  private func scientificLabels(_ values: [Double], largest: Double) -> [String] {
    let exponent = Int(log10(largest).rounded(.down))
    let divisor = pow(10, Double(exponent))
    let mantissas = values.map { $0.isFinite ? $0 / divisor : 0 }
    let decimals = decimalsNeeded(mantissas.filter(\.isFinite), limit: 4)
    return zip(values, mantissas).map { value, mantissa in
      guard value.isFinite else { return "" }
      if value == 0 { return "0" + suffix }
      return DecimalTickFormatter.plain(mantissa, decimals: decimals) + "e\(exponent)" + suffix
    }
  }

  /// `value` rounded to `decimals` places (0…9) with trailing zeros kept, written without
  /// exponent: `NumberText`'s fixed form (rounded half away from zero, no sign on zero), with
  /// the typographic minus "−" of figures.
  static func plain(_ value: Double, decimals: Int) -> String {
    let text = NumberText.fixed(value, decimals: decimals)
    return text.hasPrefix("-") ? "\u{2212}" + text.dropFirst() : text
  }

}
