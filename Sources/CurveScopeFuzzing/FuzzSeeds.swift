/// Small valid files the fuzz harnesses start from: the command-line sandbox holds them, and the
/// strategy and baseline targets analyse against the scenarios.
enum FuzzSeeds {
  /// A keyboard show on a 375×812 screen (`Curves/scenarios/show-375x812-291.json`).
  static let scenario = """
    {"name": "show", "screen": {"width": 375, "height": 812}, "fps": 60,
     "events": [{"timeMs": 0, "kind": "willShow", "frameBegin": [0, 812, 375, 291],
                 "frameEnd": [0, 521, 375, 291], "duration": 0.25, "curve": 7}]}
    """

  /// A show interrupted by a hide, the keyboard moving back before it arrived.
  static let hideScenario = """
    {"name": "hide", "screen": {"width": 375, "height": 812}, "retarget": "from-current-state",
     "events": [{"timeMs": 0, "kind": "willShow", "height": 291, "duration": 0.25, "curve": 7},
                {"timeMs": 120, "kind": "willHide", "height": 291, "duration": 0.25, "curve": 7}]}
    """

  /// A custom strategy: a reported duration, the unshifted curve, two frames late.
  static let strategy = """
    {"name": "late", "handles": ["willShow", "willHide"], "duration": "reported",
     "curve": "notification-unshifted", "latencyFrames": 2, "margin": 4}
    """

  /// A baseline with one entry for the show scenario and the reference strategy.
  static let baseline = """
    {"version": 1, "entries": [{"scenario": "show", "strategy": "curve-shift", "fps": 60,
     "maxOverlapPoints": 0, "maxGapPoints": 0, "lagAtHalfTravelMs": 0}]}
    """

  /// A one-notification Objective-C console dump.
  static let dump = """
    NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {
        UIKeyboardAnimationCurveUserInfoKey = 7;
        UIKeyboardAnimationDurationUserInfoKey = "0.25";
        UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 812}, {375, 291}}";
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 521}, {375, 291}}";
    }}

    """
}
