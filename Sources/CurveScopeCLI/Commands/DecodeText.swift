import CurveScopeCodec

/// The human `decode` report of one decoded value: a header line, then labelled lines.
///
/// ```
/// 7  curve keyboard (undocumented)
///   options  0x70000 = 458752 = 7 << 16
///   flags    none
///   fields   curve 7 (keyboard) · transition 0 (none) · frames per second 0 (default)
///   info     undocumented-curve: 7 is the keyboard's private curve, …
/// ```
enum DecodeText {
  /// Width of the label column (`warning` and two spaces).
  private static let labelWidth = 9

  /// The block for `decoding`, ending with a newline.
  static func block(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    var lines = [header(decoding)]
    lines.append(line("options", mask(decoding)))
    let flags = options.flagNames
    lines.append(line("flags", flags.isEmpty ? "none" : flags.joined(separator: " | ")))
    lines.append(line("fields", fields(options)))
    for diagnostic in decoding.diagnostics {
      lines.append(
        line(
          diagnostic.severity.rawValue, "\(diagnostic.code.rawValue): \(diagnostic.message)",
          tone: tone(diagnostic.severity.rawValue)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ label: String, _ text: String, tone: TerminalStyle.Tone? = nil)
    -> String
  {
    let padding = String(repeating: " ", count: max(0, labelWidth - label.count))
    return "  " + TerminalStyle.current.paint(label, tone) + padding + text
  }

  /// A diagnostic's severity in its colour: error red, warning yellow, info cyan.
  private static func tone(_ severity: String) -> TerminalStyle.Tone? {
    switch severity {
    case "error": .failure
    case "warning": .warning
    default: .note
    }
  }

  private static func header(_ decoding: CurveDecoding) -> String {
    let input = decoding.input.trimmingWhitespace()
    let decimal = decoding.value.description
    let typed = input == decimal ? input : "\(input) = \(decimal)"
    switch decoding.interpretation {
    case .options:
      return "\(typed)  options mask"
    case .curve:
      let curve = decoding.curve
      let status =
        curve.isDocumented ? "documented" : curve == .keyboard ? "undocumented" : "unknown to UIKit"
      return "\(typed)  curve \(curve.name ?? String(curve.rawValue)) (\(status))"
    }
  }

  private static func mask(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    let value = decoding.value.description
    let plain = "\(options.hex) = \(options.rawValue)"
    switch decoding.interpretation {
    case .curve:
      let negative = decoding.curve.rawValue << 16 < 0
      return plain + (negative ? " = UInt(bitPattern: \(value) << 16)" : " = \(value) << 16")
    case .options:
      return plain + (decoding.value.isNegative ? " = UInt(bitPattern: \(value))" : "")
    }
  }

  private static func fields(_ options: AnimationOptions) -> String {
    let curve = options.curve
    let transition = options.transition
    let rate = options.preferredFramesPerSecond
    let rateName = rate.framesPerSecond.map { "\($0) fps" } ?? rate.name ?? "unknown"
    return [
      "curve \(curve.rawValue) (\(curve.name ?? "unknown"))",
      "transition \(transition.rawValue) (\(transition.name ?? "unknown"))",
      "frames per second \(rate.rawValue) (\(rateName))",
    ].joined(separator: " · ")
  }
}
