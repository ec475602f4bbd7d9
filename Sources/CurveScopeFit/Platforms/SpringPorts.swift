public import CurveScopeTiming

/// Ports of a spring timing (the keyboard's curve 7, or any `spring(…)`) to every platform that
/// can run a spring: the parameters converted to each platform's parametrisation, a snippet, and
/// the platform's own model of that snippet measured against the target.
///
/// The conversions: Core Animation and SwiftUI's `Spring` take the target's mass, stiffness and
/// damping as they are (both treat ζ ≥ 1 as critical unless over-damping is allowed, which is set
/// only when the target itself is over-damped); everything else takes the unit-mass form of
/// ``SpringPortTarget`` (stiffness k/m and damping ratio 1 for the keyboard: 1000/3 and 1), which
/// is exact on platforms that honour over-damping. Numbers are printed at full precision
/// (shortest round-trip decimals, `Float` literals where the platform stores `Float`), and every
/// model is built from those printed numbers.
public enum SpringPorts {
  /// The ports of `target`'s spring, measured on `grid`; `nil` when `target` is not a spring.
  /// - Parameters:
  ///   - target: the timing to port (the keyboard's curve 7 or a spring).
  ///   - travel: the distance the snippets animate in points, dp or pixels (the keyboard
  ///     height); Flutter's controller animates 0 → 1 instead.
  ///   - grid: the instants the errors are measured at.
  /// - Throws: ``TimingError`` for a travel that is not positive.
  public static func ports(for target: Timing, travel: Double, grid: FitGrid) throws
    -> [SpringPort]?
  {
    guard let port = SpringPortTarget(target) else { return nil }
    try TimingError.require("travel", travel, in: .above(0))
    var ports: [SpringPort] = []
    func add(
      _ platform: String, _ api: String, _ code: String, _ units: String,
      _ model: any PlatformSpringModel, exact: Bool = true, notes: [String] = []
    ) {
      let measured = SpringPort.measure(model, against: target, targetEnd: port.cut, on: grid)
      ports.append(
        SpringPort(
          platform: platform, api: api, code: code, units: units, model: model, isExact: exact,
          motionError: measured.motionError, accuracy: measured.accuracy, notes: notes))
    }
    for item in try apple(port) { add(item.0, item.1, item.2, item.3, item.4) }
    for item in try android(port, travel: travel) { add(item.0, item.1, item.2, item.3, item.4) }
    for item in try crossPlatform(port, travel: travel) {
      add(
        item.platform, item.api, item.code, item.units, item.model, exact: item.exact,
        notes: item.notes)
    }
    return ports
  }

  /// A number at full precision, with a decimal point (Swift, Dart, JavaScript, Kotlin `Double`).
  static func literal(_ value: Double) -> String {
    let text = "\(value)"
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// A Kotlin `Float` literal: the value rounded to `Float`, at full precision, with `f`.
  static func floatLiteral(_ value: Float) -> String {
    let text = "\(value)"
    return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + "f"
  }
}
