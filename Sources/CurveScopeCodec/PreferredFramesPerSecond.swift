/// The preferred-frames-per-second field of ``AnimationOptions`` (bits 24–27).
///
/// UIKit names three values (`UIViewAnimationOptionPreferredFramesPerSecondDefault` 0,
/// `…PreferredFramesPerSecond60` 3, `…PreferredFramesPerSecond30` 7); the other values of the 4-bit
/// field have no name and are reported as unknown. The raw value is the field value, not the
/// shifted option (`fps60` is 3, the option is `3 << 24`).
public struct PreferredFramesPerSecond: RawRepresentable, Hashable, Sendable,
  CustomStringConvertible
{
  /// The field value, 0…15.
  public let rawValue: Int

  /// The value with field value `rawValue`, or `nil` outside 0…15 (the field has 4 bits).
  public init?(rawValue: Int) {
    guard (0...15).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// The value held by the low 4 bits of `field`.
  init(field: UInt) {
    rawValue = Int(field & 0xF)
  }

  /// 0: the display's rate (UIKit's default).
  public static let `default` = PreferredFramesPerSecond(field: 0)
  /// 3: 60 frames per second.
  public static let fps60 = PreferredFramesPerSecond(field: 3)
  /// 7: 30 frames per second.
  public static let fps30 = PreferredFramesPerSecond(field: 7)

  /// Whether UIKit names the value (0, 3 or 7).
  public var isKnown: Bool { name != nil }

  /// `default`, `fps60`, `fps30`, or `nil` for an unnamed value.
  public var name: String? {
    switch rawValue {
    case 0: "default"
    case 3: "fps60"
    case 7: "fps30"
    default: nil
    }
  }

  /// The rate asked for in frames per second: 60, 30, or `nil` for the default and unknown values.
  public var framesPerSecond: Int? {
    switch rawValue {
    case 3: 60
    case 7: 30
    default: nil
    }
  }

  /// The option constant's name (`preferredFramesPerSecond60`), or `nil` for an unnamed value.
  public var optionName: String? {
    switch rawValue {
    case 0: "preferredFramesPerSecondDefault"
    case 3: "preferredFramesPerSecond60"
    case 7: "preferredFramesPerSecond30"
    default: nil
    }
  }

  /// The name, or `unknown(<raw>)` for an unnamed value.
  public var description: String { name ?? "unknown(\(rawValue))" }
}
