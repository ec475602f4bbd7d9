import CurveScopeFit
import CurveScopeSupport

/// The exact-spring section of `curvescope fit` (and `sample --snippets`): one row per platform
/// with the error of the platform's own model of the snippet against the target and where the
/// platform ends the animation, then the snippets.
struct SpringPortReport {
  /// The ports, measured.
  var ports: [SpringPort]
  /// The target's cut, in seconds (the keyboard: 0.5).
  var cut: Double
  /// Points per unit of travel.
  var keyboardHeight: Double

  /// `2.2e-16`-style text for tiny errors, 4 decimals otherwise.
  static func smallNumber(_ value: Double) -> String {
    guard value.isFinite else { return NumberText.exact(value) }
    if value == 0 { return "0" }
    if value >= 0.0001 { return NumberText.fixed(value, decimals: 4) }
    var exponent = 0
    var mantissa = value
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    return "\(NumberText.fixed(mantissa, decimals: 1))e\(exponent)"
  }

  /// `512.0 ms (+12.0)`, or `never`.
  func end(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "never" }
    let difference = (seconds - cut) * 1000
    let sign = difference > 0.05 ? "+" : difference < -0.05 ? "−" : "±"
    return
      "\(NumberText.reading(seconds * 1000)) ms (\(sign)\(NumberText.reading(abs(difference))))"
  }

  /// The human-readable section.
  var text: String {
    var lines = [
      "Exact springs: each snippet measured with CurveScope's model of that platform's spring "
        + "against the target (motion error: before either ends; max error: with each end)",
      "",
    ]
    var table = TextTable(
      headers: [
        "platform", "API", "motion error", "max error with ends",
        "ends at (vs \(NumberText.reading(cut * 1000)) ms)",
      ],
      alignments: [.left, .left, .right, .right, .right])
    for port in ports {
      table.append([
        port.platform, port.api, Self.smallNumber(port.motionError),
        "\(NumberText.fixed(port.accuracy.maxError, decimals: 4)) "
          + "(\(NumberText.fixed(port.accuracy.maxError * keyboardHeight, decimals: 2)) pt)",
        end(port.endTime),
      ])
    }
    lines.append(table.text)
    for port in ports where !port.notes.isEmpty {
      lines.append("\(port.platform) \(port.api): \(port.notes.joined(separator: "; ")).")
    }
    lines.append("")
    lines.append("Paste (exact spring):")
    for port in ports {
      let label = port.platform
      lines.append(
        "  \(label + String(repeating: " ", count: max(0, 15 - label.count))) \(port.code)"
          + "  // \(port.units)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The section as JSON: one object per port.
  var jsonValue: JSONValue {
    .array(
      ports.map { port in
        .object([
          ("platform", .string(port.platform)), ("api", .string(port.api)),
          ("code", .string(port.code)), ("units", .string(port.units)),
          ("exact", .bool(port.isExact)), ("regime", .string(port.model.regime.rawValue)),
          ("motionError", .double(port.motionError)),
          ("maxError", .double(port.accuracy.maxError)),
          ("maxErrorAtMs", .double(port.accuracy.maxErrorTime * 1000)),
          ("maxErrorPoints", .double(port.accuracy.maxError * keyboardHeight)),
          ("endMs", port.endTime.isFinite ? .double(port.endTime * 1000) : .null),
          ("targetEndMs", .double(cut * 1000)),
          ("notes", .array(port.notes.map { .string($0) })),
        ])
      })
  }
}
