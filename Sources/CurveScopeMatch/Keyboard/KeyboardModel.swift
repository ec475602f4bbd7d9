public import CurveScopeTiming

/// A way a system moves its keyboard: the timing of a rise (show, or a taller keyboard) and of a
/// fall (hide, or a shorter one), each over its own duration.
///
/// The matcher names the model of ``catalogue`` closest to a recorded keyboard
/// (``KeyboardModelMatch``). Keyboard profiles (DESIGN.md §6) join the catalogue by their
/// profile names.
public struct KeyboardModel: Hashable, Sendable {
  /// The model's name: a catalogue curve (`keyboard`, `keyboard-fit`, …) or a profile name.
  public var name: String
  /// The timing of a rising keyboard (its top edge moving up the screen).
  public var rise: Timing
  /// The timing of a falling keyboard.
  public var fall: Timing
  /// Where the model comes from.
  public var source: String

  /// Creates a model.
  public init(name: String, rise: Timing, fall: Timing, source: String) {
    self.name = name
    self.rise = rise
    self.fall = fall
    self.source = source
  }

  /// The timing of a move from `from` to `to` (screen y, downward).
  public func timing(from: Double, to: Double) -> Timing {
    to < from ? rise : fall
  }

  /// The keyboard curves of the catalogue (`keyboard`, `keyboard-overdamped`,
  /// `keyboard-bezier`, `keyboard-fit`), UIKit's `ease-in-out` over 0.25 s (what a keyboard
  /// whose notification has no curve is assumed to run, and iOS 6's keyboard), Android's IME curves (`android-ime`, the synced 285 ms
  /// path; `android-default`, 200 ms show (0, 0, 0.2, 1) and hide (0.4, 0, 1, 1);
  /// `android-compat`, AndroidX before API 30, 160 ms show (0, 1.1, 0, 1) and hide
  /// fast-out-linear-in), DESIGN.md §2.3 and §2.5.
  public static let catalogue: [KeyboardModel] = {
    var models: [KeyboardModel] = []
    for name in [
      "keyboard", "keyboard-overdamped", "keyboard-bezier", "keyboard-fit", "ease-in-out",
      "android-ime",
    ] {
      guard let curve = CurveCatalogue.curve(named: name), let timing = try? curve.timing()
      else { continue }
      models.append(KeyboardModel(name: name, rise: timing, fall: timing, source: curve.source))
    }
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ seconds: Double)
      -> Timing?
    {
      guard let curve = try? CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2),
        let timing = try? BezierTiming(curve: curve, duration: seconds)
      else { return nil }
      return .bezier(timing)
    }
    if let rise = bezier(0, 0, 0.2, 1, 0.2), let fall = bezier(0.4, 0, 1, 1, 0.2) {
      models.append(
        KeyboardModel(
          name: "android-default", rise: rise, fall: fall,
          source: "Android IME without an insets-animation callback: 200 ms, show (0, 0, 0.2, 1), "
            + "hide (0.4, 0, 1, 1) (AOSP InsetsController)"))
    }
    if let rise = bezier(0, 1.1, 0, 1, 0.16), let fall = bezier(0.4, 0, 1, 1, 0.16) {
      models.append(
        KeyboardModel(
          name: "android-compat", rise: rise, fall: fall,
          source: "AndroidX WindowInsetsAnimationCompat before API 30: 160 ms, show "
            + "(0, 1.1, 0, 1), hide fast-out-linear-in"))
    }
    return models
  }()

  /// No curve at all: the keyboard changes height between two frames (duration 0, an input
  /// method switch on some systems), reported when every motion of a trace is a jump.
  public static let jump = KeyboardModel(
    name: "jump", rise: .jump, fall: .jump,
    source: "No animation: the keyboard changes height from one frame to the next")

  /// The model named `name` in ``catalogue``.
  public static func named(_ name: String) -> KeyboardModel? {
    catalogue.first { $0.name == name }
  }
}
