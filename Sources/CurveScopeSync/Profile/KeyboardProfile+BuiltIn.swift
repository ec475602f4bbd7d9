import CurveScopeSupport
import CurveScopeTiming

extension KeyboardProfile {
  /// iOS with full motion, as curve 7 has run since iOS 7: the keyboard spring (mass 3,
  /// stiffness 1000, damping 500) for 0.5 s; notifications report 0.25 s and curve 7.
  public static let ios = KeyboardProfile(
    checked: "ios",
    summary: "iOS up to 18: curve 7 runs the keyboard spring (mass 3, stiffness 1000, damping "
      + "500) for 0.5 s whatever the notification's 0.25 s says.",
    provenance: ProfileProvenance(
      .measured,
      source: "CASpringAnimation dumped on devices (Apple developer forums thread 48088; "
        + "JTSSloppySwiping#2; the Flutter engine's keyboard spring tests)"),
    motion: .uikit)

  /// The iOS 26 keyboard spring (mass 1, stiffness 555.027, damping 47.118) from ports of
  /// Telegram's UIKitUtils; an app's curve-7 animation is removed after the duration it passes.
  public static let ios26 = KeyboardProfile(
    checked: "ios-26",
    summary: "iOS 26: curve 7 runs a new spring (mass 1, stiffness 555.027, damping 47.118; "
      + "zeta 1.000, omega0 23.56) for the keyboard's 0.3832 s; an app's own curve-7 animation "
      + "is removed after the duration it passes, so a bar given the reported 0.25 s ends early.",
    provenance: ProfileProvenance(
      .secondHand,
      source: "Ports of Telegram's UIKitUtils.m (make26SpringAnimation: mass 1, stiffness "
        + "555.027, damping 47.118, allowsOverdamping false, the keyboard's 0.3832 s; its iOS 26 "
        + "branch takes the duration passed); IQKeyboardManager#2117 (on iOS 26 a bar animated "
        + "with the notification's curve and duration runs ahead of the keyboard). Notifications "
        + "are assumed to keep reporting 0.25 s and curve 7; react-native-keyboard-controller#1242 "
        + "logs 383 ms under Reduce Motion on iOS 26 (a profile file with notifications.duration "
        + "0.383 models that)"),
    motion: .uikit,
    spring: SystemSpring(spring: ios26Spring, duration: 0.3832, appDuration: .passed))

  /// Reduce Motion with Prefer Cross-Fade Transitions: no slide; showing notifications report
  /// `CGRect.zero`; didShow follows 40 ms after willShow.
  public static let reduceMotion = KeyboardProfile(
    checked: "reduce-motion",
    summary: "Reduce Motion with cross-fade: the keyboard fades in and out where it ends (no "
      + "slide); will-notifications that show it report CGRect.zero as the end frame, and a "
      + "didShow with the real frame follows 40 ms later.",
    provenance: ProfileProvenance(
      .secondHand,
      source: "Signal's OWSViewController; react-native#34503 and #29974; FinniversKit#1208 "
        + "(zero end frames); react-native-keyboard-controller#570 (the keyboard appears at once, "
        + "only its opacity animates) and commit 8041105 (iOS 26: didShow about 40 ms after "
        + "willShow)"),
    motion: .crossFade,
    notifications: NotificationStyle(zeroEndFrameWhenShowing: true, didShowDelay: 0.04))

  /// Android's IME when the app registers an insets-animation callback: 285 ms,
  /// `PathInterpolator(0.2, 0, 0, 1)`.
  public static let androidCallback = KeyboardProfile(
    checked: "android-callback",
    summary: "Android IME with an insets-animation callback: 285 ms, PathInterpolator(0.2, 0, "
      + "0, 1) both ways; events carry the duration and no UIKit curve.",
    provenance: ProfileProvenance(
      .documented,
      source: "AOSP InsetsController (ANIMATION_DURATION_SYNC_IME_MS 285, "
        + "SYNC_IME_INTERPOLATOR)"),
    motion: .system(show: .androidIME, hide: .androidIME, duration: 0.285),
    notifications: NotificationStyle(duration: 0.285, carriesCurve: false))

  /// Android's IME without a callback: 200 ms, show (0, 0, 0.2, 1), hide (0.4, 0, 1, 1).
  public static let androidDefault = KeyboardProfile(
    checked: "android-default",
    summary: "Android IME without a callback: 200 ms, show (0, 0, 0.2, 1), hide (0.4, 0, 1, 1).",
    provenance: ProfileProvenance(
      .documented,
      source: "AOSP InsetsController (ANIMATION_DURATION_UNSYNC_IME_MS 200, "
        + "SYSTEM_INSETS_INTERPOLATOR / FAST_OUT_LINEAR_IN)"),
    motion: .system(show: androidShow, hide: fastOutLinearIn, duration: 0.2),
    notifications: NotificationStyle(duration: 0.2, carriesCurve: false))

  /// AndroidX's compat animation before API 30: 160 ms, show (0, 1.1, 0, 1) (overshoots), hide
  /// fast-out-linear-in (0.4, 0, 1, 1).
  public static let androidCompat = KeyboardProfile(
    checked: "android-compat",
    summary: "AndroidX compat before API 30: 160 ms, show (0, 1.1, 0, 1) (overshoots its end), "
      + "hide fast-out-linear-in (0.4, 0, 1, 1).",
    provenance: ProfileProvenance(
      .documented,
      source: "AndroidX WindowInsetsAnimationCompat (Impl21: 160 ms, "
        + "SHOW_IME_INTERPOLATOR PathInterpolator(0, 1.1, 0, 1), FAST_OUT_LINEAR_IN)"),
    motion: .system(show: androidCompatShow, hide: fastOutLinearIn, duration: 0.16),
    notifications: NotificationStyle(duration: 0.16, carriesCurve: false))

  /// An iPad floating keyboard: 320 pt wide, 100 pt above the bottom; it covers nothing of the
  /// window's bottom edge, so the bar must stay.
  public static let floating = KeyboardProfile(
    checked: "floating",
    summary: "iPad floating keyboard: shown frames are 320 pt wide and end 100 pt above the "
      + "screen's bottom; nothing of the window's bottom is covered, so the bar must stay.",
    provenance: ProfileProvenance(
      .documented,
      source: "UIKeyboardLayoutGuide.followsUndockedKeyboard (iOS 17: the guide "
        + "drops to the bottom for an undocked keyboard); IQKeyboardManager's IQKeyboardInfo "
        + "(a frame narrower than the screen that does not reach its bottom counts as height 0); "
        + "the 320 pt width and 100 pt inset are illustrative"),
    motion: .uikit, layout: .floating(width: 320, bottomInset: 100))

  /// The seven built-in profiles, in the order of the KeyboardProfiles article's table.
  public static let builtIn: [KeyboardProfile] = [
    ios, ios26, reduceMotion, androidCallback, androidDefault, androidCompat, floating,
  ]

  /// The built-in profile named `name` (case and `-`/`_` ignored), if any.
  public static func builtIn(named name: String) -> KeyboardProfile? {
    let key = lookupKey(name)
    return builtIn.first { lookupKey($0.name) == key }
  }

  /// The built-in profile named `name`.
  /// - Throws: ``KeyboardProfileError/unknown(name:suggestion:)`` with the nearest name.
  public static func named(_ name: String) throws(KeyboardProfileError) -> KeyboardProfile {
    if let profile = builtIn(named: name) { return profile }
    let names = builtIn.map(\.name)
    throw .unknown(name: name, suggestion: EditDistance.suggestion(for: name, among: names))
  }

  static func lookupKey(_ name: String) -> String {
    String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
  }

  /// The iOS 26 spring: mass 1, stiffness 555.027, damping 47.118.
  static let ios26Spring: Spring = {
    do {
      return try Spring(mass: 1, stiffness: 555.027, damping: 47.118)
    } catch {
      preconditionFailure("the iOS 26 keyboard spring constants were refused: \(error)")
    }
  }()

  /// Android's show interpolator without a callback, (0, 0, 0.2, 1).
  static let androidShow = CubicBezier(validX1: 0, y1: 0, x2: 0.2, y2: 1)
  /// Fast-out-linear-in, (0.4, 0, 1, 1).
  static let fastOutLinearIn = CubicBezier(validX1: 0.4, y1: 0, x2: 1, y2: 1)
  /// AndroidX's compat show interpolator, (0, 1.1, 0, 1).
  static let androidCompatShow = CubicBezier(validX1: 0, y1: 1.1, x2: 0, y2: 1)
}
