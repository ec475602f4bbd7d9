import CurveScopeCodec
import Testing

@Suite("Transition and frames-per-second fields")
struct AnimationFieldValueTests {
  /// UIKit's `UIViewAnimationOptionTransition…` values, field value 0…7.
  static let transitions: [(Int, String)] = [
    (0, "none"), (1, "flipFromLeft"), (2, "flipFromRight"), (3, "curlUp"), (4, "curlDown"),
    (5, "crossDissolve"), (6, "flipFromTop"), (7, "flipFromBottom"),
  ]

  @Test("transitions 0…7 have UIKit's names", arguments: transitions)
  func transitionNames(raw: Int, name: String) throws {
    let transition = try #require(AnimationTransition(rawValue: raw))
    #expect(transition.name == name)
    #expect(transition.isKnown)
    #expect(transition.description == name)
    let capitalised = name.prefix(1).uppercased() + name.dropFirst()
    #expect(transition.optionName == "transition" + capitalised)
    let options = AnimationOptions(rawValue: UInt(raw) * 1_048_576)
    #expect(options.transition == transition)
  }

  @Test("the static transitions are the named values in order")
  func transitionConstants() {
    let constants: [AnimationTransition] = [
      .none, .flipFromLeft, .flipFromRight, .curlUp, .curlDown, .crossDissolve, .flipFromTop,
      .flipFromBottom,
    ]
    #expect(constants.map(\.rawValue) == Array(0...7))
  }

  @Test("transitions 8…15 are unknown", arguments: 8...15)
  func unknownTransitions(raw: Int) throws {
    let transition = try #require(AnimationTransition(rawValue: raw))
    #expect(!transition.isKnown)
    #expect(transition.name == nil)
    #expect(transition.optionName == nil)
    #expect(transition.description == "unknown(\(raw))")
  }

  @Test("raw values outside the 4-bit field are refused", arguments: [-1, 16, Int.max, Int.min])
  func outOfField(raw: Int) {
    #expect(AnimationTransition(rawValue: raw) == nil)
    #expect(PreferredFramesPerSecond(rawValue: raw) == nil)
  }

  @Test(
    "frames-per-second field values",
    arguments: [
      (0, "default", nil, "preferredFramesPerSecondDefault"),
      (3, "fps60", 60, "preferredFramesPerSecond60"),
      (7, "fps30", 30, "preferredFramesPerSecond30"),
    ] as [(Int, String, Int?, String)])
  func framesPerSecond(raw: Int, name: String, rate: Int?, optionName: String) throws {
    let value = try #require(PreferredFramesPerSecond(rawValue: raw))
    #expect(value.name == name)
    #expect(value.isKnown)
    #expect(value.framesPerSecond == rate)
    #expect(value.optionName == optionName)
    #expect(AnimationOptions(rawValue: UInt(raw) * 16_777_216).preferredFramesPerSecond == value)
  }

  @Test(
    "the static frame rates",
    arguments: [
      (PreferredFramesPerSecond.default, 0), (.fps60, 3), (.fps30, 7),
    ])
  func frameRateConstants(value: PreferredFramesPerSecond, raw: Int) {
    #expect(value.rawValue == raw)
  }

  @Test(
    "frames-per-second values other than 0, 3, 7 are unknown",
    arguments: [1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15])
  func unknownFrameRates(raw: Int) throws {
    let value = try #require(PreferredFramesPerSecond(rawValue: raw))
    #expect(!value.isKnown)
    #expect(value.name == nil)
    #expect(value.framesPerSecond == nil)
    #expect(value.optionName == nil)
    #expect(value.description == "unknown(\(raw))")
  }
}
