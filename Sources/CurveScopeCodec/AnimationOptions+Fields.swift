extension AnimationOptions {
  // MARK: Curve field (bits 16–19)

  /// `UIViewAnimationOptionCurveEaseInOut`: 0 << 16 (the default; a zero field).
  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  /// `UIViewAnimationOptionCurveEaseIn`: 1 << 16 = `0x10000`.
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// `UIViewAnimationOptionCurveEaseOut`: 2 << 16 = `0x20000`.
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// `UIViewAnimationOptionCurveLinear`: 3 << 16 = `0x30000`.
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The curve field (bits 16–19) as a curve: `(rawValue >> 16) & 15`, always in 0…15.
  ///
  /// The inverse of ``init(curve:)`` for raw values 0…15. Setting it replaces only the field and
  /// keeps the low 4 bits of the curve's two's-complement raw value (`16` stores 0, `-1` stores
  /// 15); use ``init(curve:)`` to model `curve << 16` including what spills out of the field.
  public var curve: AnimationCurve {
    get { AnimationCurve(rawValue: Int((rawValue & Self.curveFieldMask) >> 16)) }
    set { setField(Self.curveFieldMask, shift: 16, to: UInt(bitPattern: newValue.rawValue)) }
  }

  // MARK: Transition field (bits 20–23)

  /// `UIViewAnimationOptionTransitionNone`: 0 << 20.
  public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
  /// `UIViewAnimationOptionTransitionFlipFromLeft`: 1 << 20 = `0x100000`.
  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  /// `UIViewAnimationOptionTransitionFlipFromRight`: 2 << 20 = `0x200000`.
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  /// `UIViewAnimationOptionTransitionCurlUp`: 3 << 20 = `0x300000`.
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  /// `UIViewAnimationOptionTransitionCurlDown`: 4 << 20 = `0x400000`.
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  /// `UIViewAnimationOptionTransitionCrossDissolve`: 5 << 20 = `0x500000`.
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  /// `UIViewAnimationOptionTransitionFlipFromTop`: 6 << 20 = `0x600000`.
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  /// `UIViewAnimationOptionTransitionFlipFromBottom`: 7 << 20 = `0x700000`.
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  /// The transition field (bits 20–23); setting it replaces only the field.
  public var transition: AnimationTransition {
    get { AnimationTransition(field: (rawValue & Self.transitionFieldMask) >> 20) }
    set { setField(Self.transitionFieldMask, shift: 20, to: UInt(newValue.rawValue)) }
  }

  // MARK: Preferred-frames-per-second field (bits 24–27)

  /// `UIViewAnimationOptionPreferredFramesPerSecondDefault`: 0 << 24.
  public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
  /// `UIViewAnimationOptionPreferredFramesPerSecond60`: 3 << 24 = `0x3000000`.
  public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
  /// `UIViewAnimationOptionPreferredFramesPerSecond30`: 7 << 24 = `0x7000000`.
  public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

  /// The preferred-frames-per-second field (bits 24–27); setting it replaces only the field.
  public var preferredFramesPerSecond: PreferredFramesPerSecond {
    get { PreferredFramesPerSecond(field: (rawValue & Self.framesPerSecondFieldMask) >> 24) }
    set { setField(Self.framesPerSecondFieldMask, shift: 24, to: UInt(newValue.rawValue)) }
  }

  /// Replaces the field under `mask` with the low bits of `value` shifted by `shift`.
  private mutating func setField(_ mask: UInt, shift: UInt, to value: UInt) {
    rawValue = (rawValue & ~mask) | ((value << shift) & mask)
  }
}
