extension PlatformWording {
  /// What a preset's mechanism is called on `platform` when the app is not UIKit: the preset
  /// names (`display-link`, `layout-guide`, `curve-shift`) are UIKit's, and an Android, React
  /// Native or Flutter engineer looks for the code that moves the bar the same way. `nil` on iOS,
  /// and for a preset with no counterpart there (its name is shown as it is).
  public static func presetName(_ preset: String, platform: AppPlatform) -> String? {
    switch platform {
    case .ios:
      return nil
    case .android:
      switch preset {
      case "layout-guide", "display-link-predictive", "input-accessory-view":
        return "a bar moved in WindowInsetsAnimationCompat.Callback.onProgress"
      case "display-link":
        return "the adjustResize/imePadding follower"
      case "kvo-center":
        return "a bar placed at the IME's final inset (OnApplyWindowInsetsListener)"
      case "curve-shift":
        return "an animation with the IME's own interpolator and duration"
      case "reported-duration", "unshifted-curve", "fixed-guess", "iqkeyboardmanager",
        "will-show-only":
        return "an animation of the bar's own (ValueAnimator, animateLayoutChanges)"
      default:
        return nil
      }
    case .reactNative:
      switch preset {
      case "layout-guide", "display-link-predictive", "input-accessory-view":
        return "useKeyboardHandler's onMove on the UI thread"
      case "display-link":
        return "a bar driven from JavaScript keyboard state"
      case "curve-shift":
        return "LayoutAnimation with the keyboard event's duration and easing"
      default:
        return nil
      }
    case .flutter:
      switch preset {
      case "layout-guide", "display-link-predictive", "input-accessory-view":
        return "MediaQuery.viewInsetsOf(context) read in build"
      case "display-link":
        return "a viewInsets value kept and applied with setState a frame later"
      default:
        return nil
      }
    }
  }

  /// `preset` as a reader on `platform` names it: `the adjustResize/imePadding follower (…)
  /// (display-link)` on Android, the preset's name alone on iOS.
  public static func presetText(_ preset: String, platform: AppPlatform) -> String {
    presetName(preset, platform: platform).map { "\($0) (\(preset))" } ?? preset
  }
}
