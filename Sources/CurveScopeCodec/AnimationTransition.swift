/// The transition field of ``AnimationOptions`` (bits 20–23): which `UIView.transition` effect.
///
/// UIKit names 0…7 (`UIViewAnimationOptionTransitionNone` … `…FlipFromBottom`); 8…15 fit the
/// 4-bit field but have no name and are reported as unknown. The raw value is the field value,
/// not the shifted option (`flipFromLeft` is 1, the option is `1 << 20`).
public struct AnimationTransition: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The field value, 0…15.
  public let rawValue: Int

  /// The transition with field value `rawValue`, or `nil` outside 0…15 (the field has 4 bits).
  public init?(rawValue: Int) {
    guard (0...15).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// The transition held by the low 4 bits of `field`.
  init(field: UInt) {
    rawValue = Int(field & 0xF)
  }

  /// 0: no transition.
  public static let none = AnimationTransition(field: 0)
  /// 1: flip around the vertical axis, left edge toward the viewer.
  public static let flipFromLeft = AnimationTransition(field: 1)
  /// 2: flip around the vertical axis, right edge toward the viewer.
  public static let flipFromRight = AnimationTransition(field: 2)
  /// 3: curl the page up from the bottom.
  public static let curlUp = AnimationTransition(field: 3)
  /// 4: curl the page down from the top.
  public static let curlDown = AnimationTransition(field: 4)
  /// 5: cross-dissolve.
  public static let crossDissolve = AnimationTransition(field: 5)
  /// 6: flip around the horizontal axis, top edge toward the viewer.
  public static let flipFromTop = AnimationTransition(field: 6)
  /// 7: flip around the horizontal axis, bottom edge toward the viewer.
  public static let flipFromBottom = AnimationTransition(field: 7)

  private static let names = [
    "none", "flipFromLeft", "flipFromRight", "curlUp", "curlDown", "crossDissolve",
    "flipFromTop", "flipFromBottom",
  ]

  /// Whether UIKit names the value (0…7).
  public var isKnown: Bool { rawValue < Self.names.count }

  /// The UIKit name (`flipFromLeft`), or `nil` for 8…15.
  public var name: String? { isKnown ? Self.names[rawValue] : nil }

  /// The option constant's name (`transitionFlipFromLeft`), or `nil` for 8…15.
  public var optionName: String? {
    name.map { "transition" + $0.prefix(1).uppercased() + $0.dropFirst() }
  }

  /// The name, or `unknown(<raw>)` for 8…15.
  public var description: String { name ?? "unknown(\(rawValue))" }
}
