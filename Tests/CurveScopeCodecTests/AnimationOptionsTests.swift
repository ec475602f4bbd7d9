import CurveScopeCodec
import Testing

@Suite("AnimationOptions")
struct AnimationOptionsTests {
  /// Raw values from UIKit's `UIView.h` (and the .NET binding's `UIEnums.cs`), written as decimals.
  static let flags: [(String, AnimationOptions, UInt)] = [
    ("layoutSubviews", .layoutSubviews, 1),
    ("allowUserInteraction", .allowUserInteraction, 2),
    ("beginFromCurrentState", .beginFromCurrentState, 4),
    ("repeat", .repeat, 8),
    ("autoreverse", .autoreverse, 16),
    ("overrideInheritedDuration", .overrideInheritedDuration, 32),
    ("overrideInheritedCurve", .overrideInheritedCurve, 64),
    ("allowAnimatedContent", .allowAnimatedContent, 128),
    ("showHideTransitionViews", .showHideTransitionViews, 256),
    ("overrideInheritedOptions", .overrideInheritedOptions, 512),
  ]

  @Test("every flag has UIKit's bit and name", arguments: flags)
  func flag(name: String, flag: AnimationOptions, raw: UInt) {
    #expect(flag.rawValue == raw)
    #expect(flag.flagNames == [name])
    #expect(AnimationOptions(rawValue: raw).flagNames == [name])
    #expect(flag.unusedBits == 0)
    #expect(flag.curve == .easeInOut)
  }

  @Test("namedFlags lists the ten flags in bit order")
  func namedFlagsOrder() {
    #expect(AnimationOptions.namedFlags.map(\.name) == Self.flags.map(\.0))
    #expect(AnimationOptions.namedFlags.map(\.flag.rawValue) == Self.flags.map(\.2))
    let all = AnimationOptions(rawValue: 1023)
    #expect(all.flagNames == Self.flags.map(\.0))
    #expect(all.flags == all)
  }

  @Test(
    "field constants have UIKit's raw values",
    arguments: [
      ("curveEaseInOut", AnimationOptions.curveEaseInOut, 0),
      ("curveEaseIn", .curveEaseIn, 65_536),
      ("curveEaseOut", .curveEaseOut, 131_072),
      ("curveLinear", .curveLinear, 196_608),
      ("transitionNone", .transitionNone, 0),
      ("transitionFlipFromLeft", .transitionFlipFromLeft, 1_048_576),
      ("transitionFlipFromRight", .transitionFlipFromRight, 2_097_152),
      ("transitionCurlUp", .transitionCurlUp, 3_145_728),
      ("transitionCurlDown", .transitionCurlDown, 4_194_304),
      ("transitionCrossDissolve", .transitionCrossDissolve, 5_242_880),
      ("transitionFlipFromTop", .transitionFlipFromTop, 6_291_456),
      ("transitionFlipFromBottom", .transitionFlipFromBottom, 7_340_032),
      ("preferredFramesPerSecondDefault", .preferredFramesPerSecondDefault, 0),
      ("preferredFramesPerSecond60", .preferredFramesPerSecond60, 50_331_648),
      ("preferredFramesPerSecond30", .preferredFramesPerSecond30, 117_440_512),
    ] as [(String, AnimationOptions, UInt)])
  func fieldConstants(name: String, option: AnimationOptions, raw: UInt) {
    #expect(option.rawValue == raw, "\(name)")
  }

  @Test("curve → options → curve for every field value 0…15", arguments: 0...15)
  func roundTrip(raw: Int) {
    let options = AnimationOptions(curve: AnimationCurve(rawValue: raw))
    #expect(options.rawValue == UInt(raw) * 65_536)
    #expect(options.curve.rawValue == raw)
    #expect(options.transition == .none)
    #expect(options.preferredFramesPerSecond == .default)
    #expect(options.flagNames.isEmpty)
    #expect(options.unusedBits == 0)
  }

  @Test(
    "init(curve:) equals UInt(bitPattern: c << 16) for any Int, without trapping",
    arguments: [
      ("keyboard", 7, 0x7_0000, 7),
      ("spills into the transition field", 16, 0x10_0000, 0),
      ("spills into both fields", 0x3FF, 0x3FF_0000, 15),
      ("first unused bit", 4096, 0x1000_0000, 0),
      ("minus one", -1, 0xFFFF_FFFF_FFFF_0000, 15),
      ("minus sixteen", -16, 0xFFFF_FFFF_FFF0_0000, 0),
      ("2^47 reaches the sign bit", 1 << 47, 0x8000_0000_0000_0000, 0),
      ("2^48 is shifted out", 1 << 48, 0, 0),
      ("Int.max", Int.max, 0xFFFF_FFFF_FFFF_0000, 15),
      ("Int.min", Int.min, 0, 0),
    ] as [(String, Int, UInt, Int)])
  func shift(name: String, raw: Int, mask: UInt, field: Int) {
    let options = AnimationOptions(curve: AnimationCurve(rawValue: raw))
    #expect(options.rawValue == mask, "\(name)")
    #expect(options.curve.rawValue == field, "\(name)")
    #expect(options.rawValue & 0xFFFF == 0, "\(name): bits 0–15 stay clear")
  }

  @Test("setting a field replaces only that field")
  func setters() {
    var options: AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
    options.curve = .keyboard
    #expect(options.rawValue == 0x7_0006)
    options.transition = .crossDissolve
    #expect(options.rawValue == 0x57_0006)
    options.preferredFramesPerSecond = .fps30
    #expect(options.rawValue == 0x757_0006)
    options.curve = AnimationCurve(rawValue: 16)
    #expect(options.rawValue == 0x750_0006, "16 keeps its low 4 bits: 0")
    options.curve = AnimationCurve(rawValue: -1)
    #expect(options.rawValue == 0x75F_0006, "-1 keeps its low 4 bits: 15")
    options.transition = .none
    options.preferredFramesPerSecond = .default
    #expect(options.rawValue == 0xF_0006)
  }

  @Test(
    "unused bits are 10–15 and 28–63",
    arguments: [
      ("valid mask", 0x7FF_03FF, [], 0),
      ("bit 10", 0x400, [10], 0x400),
      ("bits 10–15", 0xFC00, [10, 11, 12, 13, 14, 15], 0xFC00),
      ("bit 28", 0x1000_0000, [28], 0x1000_0000),
      ("bit 63", 0x8000_0000_0000_0000, [63], 0x8000_0000_0000_0000),
      ("all", UInt.max, Array(10...15) + Array(28...63), 0xFFFF_FFFF_F000_FC00),
    ] as [(String, UInt, [Int], UInt)])
  func unusedBits(name: String, raw: UInt, positions: [Int], unused: UInt) {
    let options = AnimationOptions(rawValue: raw)
    #expect(options.unusedBitPositions == positions, "\(name)")
    #expect(options.unusedBits == unused, "\(name)")
  }

  @Test("hex is 0x with upper-case digits")
  func hex() {
    #expect(AnimationOptions(rawValue: 458_752).hex == "0x70000")
    #expect(AnimationOptions(rawValue: 0).hex == "0x0")
    #expect(AnimationOptions(rawValue: UInt.max).hex == "0xFFFFFFFFFFFFFFFF")
  }

  @Test("field values are independent of each other and of the flags")
  func fieldsAreIndependent() {
    let options = AnimationOptions(rawValue: 0x353_0101)
    #expect(options.flagNames == ["layoutSubviews", "showHideTransitionViews"])
    #expect(options.curve == .linear)
    #expect(options.transition == .crossDissolve)
    #expect(options.preferredFramesPerSecond == .fps60)
  }
}

@Test(
  "description lists flags, non-zero fields and unused bits",
  arguments: [
    (0, "0x0 []"),
    (0x7_0006, "0x70006 [allowUserInteraction, beginFromCurrentState, curve: keyboard]"),
    (
      0x1357_0000,
      "0x13570000 [curve: keyboard, transition: crossDissolve, preferredFramesPerSecond: fps60, "
        + "unused: bit 28]"
    ),
    (0xF0_0000, "0xF00000 [transition: unknown(15)]"),
  ] as [(UInt, String)])
func optionsDescription(raw: UInt, text: String) {
  #expect(AnimationOptions(rawValue: raw).description == text)
}
