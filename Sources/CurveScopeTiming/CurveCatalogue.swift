import CurveScopeSupport

/// The named curves of the command-line contract (the Sample article), compiled in so the library needs
/// no file; `Curves/curves.json` lists the same entries for people and other tools, and a test
/// keeps the two in agreement.
public enum CurveCatalogue {
  /// Every named curve, in the order the CLI lists them.
  public static let all: [NamedCurve] = [
    NamedCurve(
      name: "ease-in-out", definition: .bezier(.easeInOut), defaultDuration: 0.25,
      source: "UIView curve 0 (easeInOut) = CAMediaTimingFunction easeInEaseOut; UIKit's default"),
    NamedCurve(
      name: "ease-in", definition: .bezier(.easeIn), defaultDuration: 0.25,
      source: "UIView curve 1 (easeIn) = CAMediaTimingFunction easeIn"),
    NamedCurve(
      name: "ease-out", definition: .bezier(.easeOut), defaultDuration: 0.25,
      source: "UIView curve 2 (easeOut) = CAMediaTimingFunction easeOut"),
    NamedCurve(
      name: "linear", definition: .linear, defaultDuration: 0.25,
      source: "UIView curve 3 (linear) = CAMediaTimingFunction linear"),
    NamedCurve(
      name: "ca-default", definition: .bezier(.coreAnimationDefault), defaultDuration: 0.25,
      source: "CAMediaTimingFunction default, the curve of implicit layer animations (CSS ease)"),
    NamedCurve(
      name: "keyboard", definition: .keyboard, defaultDuration: KeyboardTiming.standardDuration,
      source:
        "UIView curve 7: CASpringAnimation mass 3, stiffness 1000, damping 500, 0.5 s, "
        + "run critically damped by CoreAnimation (Apple forums thread 48088)"),
    NamedCurve(
      name: "keyboard-overdamped", definition: .spring(.keyboard, model: .exact),
      defaultDuration: nil,
      source:
        "The keyboard's spring solved literally (over-damped, zeta 4.564) until it settles: "
        + "what curve 7 would do without CoreAnimation's critical clamp"),
    NamedCurve(
      name: "keyboard-bezier", definition: .bezier(.keyboardStandIn), defaultDuration: 0.5,
      source: "Published Bezier stand-in for curve 7 over twice the reported 0.25 s "
        + "(max error about 0.077 of travel)"),
    NamedCurve(
      name: "keyboard-fit", definition: .bezier(.keyboardFit), defaultDuration: 0.384,
      source: "Bezier fitted to curve 7 by curvescope fit keyboard (y1, y2 in [0, 1], duration "
        + "free), which prints its error against curve 7 over the first 0.6 s"),
    NamedCurve(
      name: "android-ime", definition: .bezier(.androidIME), defaultDuration: 0.285,
      source: "Android IME insets animation when the app syncs (AOSP InsetsController)"),
  ]

  /// The names, in catalogue order.
  public static var names: [String] { all.map(\.name) }

  /// The entry called `name`, ignoring case, `-`, `_` and spaces (`easeInOut` finds
  /// `ease-in-out`), or `nil`.
  public static func curve(named name: String) -> NamedCurve? {
    let key = lookupKey(name)
    return all.first { lookupKey($0.name) == key }
  }

  /// The entry called `name`.
  /// - Throws: ``CurveSpecError`` listing the known names, with a suggestion for a near miss.
  public static func named(_ name: String) throws(CurveSpecError) -> NamedCurve {
    if let curve = curve(named: name) { return curve }
    let keys = all.map { lookupKey($0.name) }
    let suggestion = EditDistance.suggestion(for: lookupKey(name), among: keys).flatMap { key in
      all.first(where: { lookupKey($0.name) == key })?.name
    }
    throw CurveSpecError(subject: "curve '\(name)'", cause: .unknownCurve(suggestion: suggestion))
  }

  /// `name` lower-cased without `-`, `_` and spaces.
  static func lookupKey(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
  }
}
