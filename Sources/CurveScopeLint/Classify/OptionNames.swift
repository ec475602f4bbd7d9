import CurveScopeCodec

/// UIKit's names for animation options and curves, in Swift and Objective-C spellings.
enum OptionNames {
  /// `.curveEaseOut`, `UIViewAnimationOptionCurveEaseOut`, `.beginFromCurrentState`, … → mask.
  static let options: [String: AnimationOptions] = {
    var table: [String: AnimationOptions] = [:]
    let curves: [(String, Int)] = [
      ("CurveEaseInOut", 0), ("CurveEaseIn", 1), ("CurveEaseOut", 2), ("CurveLinear", 3),
    ]
    for (name, raw) in curves {
      let mask = AnimationOptions(curve: AnimationCurve(rawValue: raw))
      table["curve" + name.dropFirst("Curve".count)] = mask
      table["UIViewAnimationOption" + name] = mask
      table[name] = mask  // Swift 2: `.CurveEaseOut`
    }
    for (name, flag) in AnimationOptions.namedFlags {
      let capitalized = name.prefix(1).uppercased() + name.dropFirst()
      table[name] = flag
      table["UIViewAnimationOption" + capitalized] = flag
      table[capitalized] = flag  // Swift 2: `.BeginFromCurrentState`
    }
    return table
  }()

  /// `.easeOut` (after a dot, in an `AnimationCurve` context), `UIViewAnimationCurveEaseOut`,
  /// `UIView.AnimationCurve.easeOut` → curve.
  static let curves: [String: AnimationCurve] = [
    "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
    "UIViewAnimationCurveEaseInOut": .easeInOut, "UIViewAnimationCurveEaseIn": .easeIn,
    "UIViewAnimationCurveEaseOut": .easeOut, "UIViewAnimationCurveLinear": .linear,
  ]

  /// Known keyboard heights in points (CurveScope's KeyboardFacts article, "Keyboards in the
  /// wild"): a literal among these, in a handler
  /// that never reads the keyboard's frame, is taken as an assumed keyboard height.
  static let keyboardHeights: Set<Double> = [
    162, 216, 224, 225, 253, 258, 260, 271, 282, 291, 301, 333, 335, 336, 346, 352,
  ]
}
