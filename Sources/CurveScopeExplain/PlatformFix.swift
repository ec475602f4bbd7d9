public import CurveScopeMeasure

/// A fix in the words and code of the app's platform, with the model's measures once it is
/// made: on iOS the explainer's own (``SyncFix``: the handler's Swift line); on Android, React
/// Native and Flutter the platform's way of moving a bar with the keyboard in the frame being
/// drawn, verified on the model by the change that does the same there (reading the keyboard
/// for the frame being drawn, following it without a delay, or following it instead of
/// animating).
public struct PlatformFix: Sendable {
  /// The platform.
  public var platform: AppPlatform
  /// What to do, in sentences.
  public var description: String
  /// The lines to write, in the platform's language (``AppPlatform/codeLanguage``).
  public var code: [String]
  /// The model's changes that verified it (``StrategyChange`` raw values).
  public var changes: [StrategyChange]
  /// The model's measures with the change made.
  public var after: SyncSummary

  /// Creates a fix.
  public init(
    platform: AppPlatform, description: String, code: [String], changes: [StrategyChange],
    after: SyncSummary
  ) {
    self.platform = platform
    self.description = description
    self.code = code
    self.changes = changes
    self.after = after
  }

  /// Whether the model is within tolerance at every frame once it is made.
  public var fixesDesync: Bool { after.isInSync }

  /// `fix` (the model's) for `platform`: on iOS as it is; elsewhere the platform's way to move
  /// the bar with the keyboard, `nil` when the model has no fix.
  public init?(_ fix: SyncFix?, platform: AppPlatform) {
    guard let fix else { return nil }
    self.platform = platform
    changes = fix.changes
    after = fix.after
    switch platform {
    case .ios:
      description = fix.description
      code = fix.code
    case .android, .reactNative, .flutter:
      description = Self.follow(platform)
      code = Self.snippet(platform)
    }
  }

  /// Following the keyboard in the frame being drawn, in `platform`'s words.
  static func follow(_ platform: AppPlatform) -> String {
    switch platform {
    case .ios:
      "Pin the bar to UIKeyboardLayoutGuide, so it moves with the keyboard's own animation."
    case .android:
      "Move the bar from the IME inset in WindowInsetsAnimationCompat.Callback.onProgress, in "
        + "the frame the callback runs (not in a posted Runnable, a later layout pass or an "
        + "animation of its own)."
    case .reactNative:
      "Move the bar on the UI thread from react-native-keyboard-controller's useKeyboardHandler "
        + "onMove (or wrap it in KeyboardStickyView), not through React state or Animated.timing."
    case .flutter:
      "Pad the bar with MediaQuery.viewInsetsOf(context).bottom read in build, in the frame being "
        + "built (no AnimatedPadding, no value kept from a listener)."
    }
  }

  /// The code of ``follow(_:)``.
  static func snippet(_ platform: AppPlatform) -> [String] {
    switch platform {
    case .ios:
      [
        "inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)"
          + ".isActive = true"
      ]
    case .android:
      [
        "ViewCompat.setWindowInsetsAnimationCallback(root, object :",
        "    WindowInsetsAnimationCompat.Callback(WindowInsetsAnimationCompat.Callback"
          + ".DISPATCH_MODE_STOP) {",
        "    override fun onProgress(insets: WindowInsetsCompat, running: "
          + "MutableList<WindowInsetsAnimationCompat>): WindowInsetsCompat {",
        "        bar.translationY = -insets.getInsets(WindowInsetsCompat.Type.ime()).bottom"
          + ".toFloat()",
        "        return insets",
        "    }",
        "})",
      ]
    case .reactNative:
      [
        "const height = useSharedValue(0);",
        "useKeyboardHandler({ onMove: (e) => { 'worklet'; height.value = e.height; } }, []);",
        "const barStyle = useAnimatedStyle(() => ({ transform: [{ translateY: -height.value }] }));",
      ]
    case .flutter:
      [
        "Padding(padding: EdgeInsets.only(bottom: MediaQuery.viewInsetsOf(context).bottom), "
          + "child: inputBar)"
      ]
    }
  }
}
