extension CurveCodec {
  /// The diagnostics for a curve raw value `c` and its mask `UInt(bitPattern: c << 16)`.
  static func curveDiagnostics(_ c: Int, options: AnimationOptions) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let shifted = c << 16
    let mask = "\(options.hex) = \(options.rawValue)"
    let trap = "traps with \"Negative value is not representable\""
    if c < 0 {
      found.append(
        Diagnostic(
          code: .negativeValue, severity: .error,
          message: "\(c) is negative: UInt(\(c) << 16) \(trap); "
            + "UInt(bitPattern: \(c) << 16) gives \(mask)"))
    } else if shifted < 0 {
      found.append(
        Diagnostic(
          code: .negativeValue, severity: .error,
          message: "\(c) << 16 overflows into the sign bit of Int and is negative (\(shifted)): "
            + "UInt(\(c) << 16) \(trap); UInt(bitPattern: \(c) << 16) gives \(mask)"))
    }
    if c >= 0 ? c >> 48 != 0 : shifted >> 16 != c {
      found.append(
        Diagnostic(
          code: .bitsShiftedOut, severity: .warning,
          message: "\(c) does not fit in 48 bits: \(c) << 16 pushes its top bits past bit 63 "
            + "and they are lost (the mask is \(options.hex))"))
    }
    if c > 15, c & 0xFFFF == 0, (1...15).contains(c >> 16) {
      let curve = AnimationCurve(rawValue: c >> 16)
      found.append(
        Diagnostic(
          code: .alreadyShifted, severity: .warning,
          message: "\(c) = \(BitText.hex(UInt(c))) = \(curve.rawValue) << 16 looks like a curve "
            + "already shifted (\(curve.rawValue), \(curve)): pass \(curve.rawValue) as the "
            + "curve, or \(BitText.hex(UInt(c))) as the options mask; shifting again gives "
            + "\(options.hex)"))
    }
    if let diagnostic = undocumentedCurve(c, field: options.curve) {
      found.append(diagnostic)
    }
    found.append(contentsOf: spills(c, options: options))
    let unused = options.unusedBitPositions
    if !unused.isEmpty {
      found.append(
        Diagnostic(
          code: .unusedBits, severity: .warning,
          message: "\(c) << 16 = \(options.hex) sets \(BitText.bits(unused)), which "
            + "UIView.AnimationOptions does not use (bits 10–15 and 28–63)"))
    }
    return found
  }

  /// `undocumented-curve` for a curve raw value outside 0…3, or `nil`.
  private static func undocumentedCurve(_ c: Int, field: AnimationCurve) -> Diagnostic? {
    let curve = AnimationCurve(rawValue: c)
    if curve.isDocumented { return nil }
    if curve == .keyboard {
      return Diagnostic(
        code: .undocumentedCurve, severity: .info,
        message: "7 is the keyboard's private curve, absent from UIKit's headers: "
          + keyboardSpring + "; pass it on with << 16, and give a switch over it "
          + "an @unknown default")
    }
    let holds =
      field.rawValue == c
      ? "the curve field holds \(c) as is"
      : "the curve field holds \(field.rawValue) (\(field.name ?? "also unknown"))"
    return Diagnostic(
      code: .undocumentedCurve, severity: .warning,
      message: "\(c) is a curve unknown to UIKit (documented: 0 easeInOut, 1 easeIn, "
        + "2 easeOut, 3 linear; keyboards send 7); after << 16 \(holds)")
  }

  /// `spills-into-transition` and `spills-into-frame-rate` for a curve raw value.
  private static func spills(_ c: Int, options: AnimationOptions) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let transition = options.transition
    if transition != .none {
      let what = transition.optionName ?? "a transition UIKit does not name (it names 0…7)"
      found.append(
        Diagnostic(
          code: .spillsIntoTransition, severity: .warning,
          message: "\(c) does not fit the 4-bit curve field: \(c) << 16 = \(options.hex) sets "
            + "the transition field (bits 20–23) to \(transition.rawValue), \(what)"))
    }
    let rate = options.preferredFramesPerSecond
    if rate != .default {
      let what =
        rate.optionName.map { "\($0) (\(rate.framesPerSecond ?? 0) fps)" }
        ?? "a value UIKit does not name (3 = 60 fps, 7 = 30 fps)"
      found.append(
        Diagnostic(
          code: .spillsIntoFrameRate, severity: .warning,
          message: "\(c) does not fit the curve and transition fields: \(c) << 16 = "
            + "\(options.hex) sets the preferred-frames-per-second field (bits 24–27) to "
            + "\(rate.rawValue), \(what)"))
    }
    return found
  }

  /// What UIKit does with curve 7 [<doc:KeyboardFacts>; Apple developer forums thread 48088].
  static let keyboardSpring =
    "a CASpringAnimation with mass 3, stiffness 1000 and damping 500 that runs 0.5 s "
    + "and ignores the duration passed (notifications report 0.25 s)"
}
