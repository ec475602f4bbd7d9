extension CurveCodec {
  /// The diagnostics for a whole options mask `m` as typed in `value`.
  static func optionsDiagnostics(_ options: AnimationOptions, value: IntegerInput) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let mask = "\(options.hex) = \(options.rawValue)"
    if value.isNegative {
      found.append(
        Diagnostic(
          code: .negativeValue, severity: .error,
          message: "\(value) is negative: UInt(\(value)) traps with \"Negative value is not "
            + "representable\"; UInt(bitPattern: \(value)) gives \(mask)"))
    }
    let curve = options.curve
    if curve == .keyboard {
      found.append(
        Diagnostic(
          code: .undocumentedCurve, severity: .info,
          message: "the curve field holds 7, the keyboard's private curve, absent from UIKit's "
            + "headers: \(keyboardSpring)"))
    } else if !curve.isDocumented {
      found.append(
        Diagnostic(
          code: .undocumentedCurve, severity: .warning,
          message: "the curve field (bits 16–19) holds \(curve.rawValue), a curve unknown to "
            + "UIKit (documented: 0 easeInOut, 1 easeIn, 2 easeOut, 3 linear; keyboards send 7)"))
    }
    if !options.transition.isKnown {
      found.append(
        Diagnostic(
          code: .unknownTransition, severity: .warning,
          message: "the transition field (bits 20–23) holds \(options.transition.rawValue), "
            + "which UIKit does not name (0 none … 7 flipFromBottom)"))
    }
    if !options.preferredFramesPerSecond.isKnown {
      found.append(
        Diagnostic(
          code: .unknownFrameRate, severity: .warning,
          message: "the preferred-frames-per-second field (bits 24–27) holds "
            + "\(options.preferredFramesPerSecond.rawValue), which UIKit does not name "
            + "(0 default, 3 = 60 fps, 7 = 30 fps)"))
    }
    let unused = options.unusedBitPositions
    if !unused.isEmpty {
      found.append(
        Diagnostic(
          code: .unusedBits, severity: .warning,
          message: "\(options.hex) sets \(BitText.bits(unused)), which UIView.AnimationOptions "
            + "does not use (bits 10–15 and 28–63)"))
    }
    if let diagnostic = unshiftedCurve(options) {
      found.append(diagnostic)
    }
    return found
  }

  /// `unshifted-curve` for a mask equal to a named curve 1, 2, 3 or 7, or `nil`.
  ///
  /// Severity: warning for 7 (the keyboard's curve passed unshifted, the classic desync), info for
  /// 1…3 (also everyday flag combinations: `layoutSubviews`, `allowUserInteraction`).
  private static func unshiftedCurve(_ options: AnimationOptions) -> Diagnostic? {
    let raw = options.rawValue
    guard [1, 2, 3, 7].contains(raw) else { return nil }
    let curve = AnimationCurve(rawValue: Int(raw))
    let shifted = AnimationOptions(curve: curve)
    return Diagnostic(
      code: .unshiftedCurve, severity: curve == .keyboard ? .warning : .info,
      message: "\(raw) sets \(options.flagNames.joined(separator: " | ")) and leaves the curve "
        + "field at 0 (easeInOut): if \(raw) is a curve (\(curve)) passed without the shift, "
        + "write \(raw) << 16 = \(shifted.hex) = \(shifted.rawValue)")
  }
}
