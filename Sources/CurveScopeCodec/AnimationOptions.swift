/// A `UIView.AnimationOptions` bit mask: ten flags and three 4-bit fields in a `UInt`.
///
/// Layout of the 64-bit word [UIKit `UIView.h`; the .NET binding `UIEnums.cs` lists the same
/// values]:
///
/// | bits  | content                                                        |
/// |-------|----------------------------------------------------------------|
/// | 0–9   | flags, `layoutSubviews` (1 << 0) … `overrideInheritedOptions` (1 << 9) |
/// | 10–15 | unused                                                         |
/// | 16–19 | curve field: ``AnimationCurve`` raw value (0…3 documented, 7 keyboard) |
/// | 20–23 | transition field: ``AnimationTransition``                      |
/// | 24–27 | preferred-frames-per-second field: ``PreferredFramesPerSecond`` |
/// | 28–63 | unused                                                         |
///
/// The field constants (``curveEaseInOut``, ``transitionFlipFromLeft``, …) are values, not
/// independent bits: as in UIKit, `contains(.curveEaseInOut)` is always true because its raw value
/// is 0. Read fields through ``curve``, ``transition`` and ``preferredFramesPerSecond``.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The mask as UIKit stores it.
  public var rawValue: UInt

  /// Wraps any mask, including unused and unknown bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The mask UIKit gets from `AnimationOptions(rawValue: UInt(bitPattern: curve << 16))`.
  ///
  /// This is the keyboard-sync idiom without its trap: Swift's `<<` on `Int` never traps (bits
  /// pushed past bit 63 are dropped), and `UInt(bitPattern:)` reinterprets the two's-complement
  /// bits where `UInt(_:)` would trap on a negative value. Consequences for a raw value `c`:
  /// - 0…15: exactly the curve field (`7` → `0x70000` = 458752); ``curve`` gives `c` back.
  /// - 16…4095: the higher bits of `c` land in the transition (bits 20–23) and frames-per-second
  ///   (bits 24–27) fields (`16` → `0x100000` = ``transitionFlipFromLeft``); from 4096 on, in
  ///   unused bits 28–63.
  /// - 2^47 and above: the shifted `Int` is negative (`UInt(c << 16)` would trap); from 2^48 on,
  ///   the top bits of `c` are lost.
  /// - negative: the two's-complement bits, so every bit from 16 up is set for -1…-16
  ///   (`-1` → `0xFFFFFFFFFFFF0000`); the curve field holds `c & 15`.
  ///
  /// Bits 0–15 are always clear. Use ``CurveCodec/decode(curve:)`` for diagnostics.
  public init(curve: AnimationCurve) {
    self.init(rawValue: UInt(bitPattern: curve.rawValue << 16))
  }

  // MARK: Flags (bits 0–9)

  /// 1 << 0: lay out subviews at commit time so they animate with their parent.
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  /// 1 << 1: let the user interact with views while they animate.
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// 1 << 2: start from the current presentation state rather than the model state.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// 1 << 3: repeat the animation indefinitely.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// 1 << 4: run backwards and forwards (with ``repeat``).
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// 1 << 5: use this duration, not the duration of an enclosing animation.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// 1 << 6: use this curve, not the curve of an enclosing animation.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// 1 << 7: animate content changes by redrawing (snapshots otherwise).
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// 1 << 8: hide and show views in a transition instead of removing and adding them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// 1 << 9: do not inherit the curve or options of an enclosing animation.
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

  /// Every flag with its UIKit name, in bit order (bit 0 first).
  public static let namedFlags: [(name: String, flag: AnimationOptions)] = [
    ("layoutSubviews", .layoutSubviews),
    ("allowUserInteraction", .allowUserInteraction),
    ("beginFromCurrentState", .beginFromCurrentState),
    ("repeat", .repeat),
    ("autoreverse", .autoreverse),
    ("overrideInheritedDuration", .overrideInheritedDuration),
    ("overrideInheritedCurve", .overrideInheritedCurve),
    ("allowAnimatedContent", .allowAnimatedContent),
    ("showHideTransitionViews", .showHideTransitionViews),
    ("overrideInheritedOptions", .overrideInheritedOptions),
  ]

  /// The UIKit names of the flags set in bits 0–9, in bit order.
  public var flagNames: [String] {
    Self.namedFlags.filter { contains($0.flag) }.map(\.name)
  }

  /// Only the flag bits (0–9) of this mask.
  public var flags: AnimationOptions {
    AnimationOptions(rawValue: rawValue & Self.flagsMask)
  }

  // MARK: Layout masks

  /// Bits 0–9, the ten flags: `0x3FF`.
  public static let flagsMask: UInt = 0x3FF
  /// Bits 16–19, the curve field: `0xF0000`.
  public static let curveFieldMask: UInt = 0xF_0000
  /// Bits 20–23, the transition field: `0xF00000`.
  public static let transitionFieldMask: UInt = 0xF0_0000
  /// Bits 24–27, the preferred-frames-per-second field: `0xF000000`.
  public static let framesPerSecondFieldMask: UInt = 0xF00_0000
  /// Bits UIKit does not use, 10–15 and 28–63: `0xFFFFFFFFF000FC00`.
  public static let unusedBitsMask: UInt = 0xFFFF_FFFF_F000_FC00

  /// The unused bits (10–15, 28–63) that are set in this mask; 0 for a valid mask.
  public var unusedBits: UInt { rawValue & Self.unusedBitsMask }

  /// The positions (0 = least significant) of the unused bits set, ascending.
  public var unusedBitPositions: [Int] {
    (0..<UInt.bitWidth).filter { unusedBits & (1 << UInt($0)) != 0 }
  }

  /// The mask in hexadecimal with upper-case digits: `0x70000`, `0x0`.
  public var hex: String { BitText.hex(rawValue) }
}
