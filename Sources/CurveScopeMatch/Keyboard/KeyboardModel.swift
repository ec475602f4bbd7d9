import CurveScopeCodec
public import CurveScopeNotifications
import CurveScopeSupport
public import CurveScopeSync
public import CurveScopeTiming

/// A way a system moves its keyboard: the timing of a rise (show, or a taller keyboard) and of a
/// fall (hide, or a shorter one), each over its own duration.
///
/// The matcher names the model of ``catalogue`` closest to a recorded keyboard
/// (``KeyboardModelMatch``). Keyboard profiles (<doc:KeyboardProfiles>) join the catalogue by
/// their profile names.
public struct KeyboardModel: Hashable, Sendable {
  /// The model's name: a catalogue curve (`keyboard`, `keyboard-fit`, …) or a profile name.
  public var name: String
  /// The timing of a rising keyboard (its top edge moving up the screen).
  public var rise: Timing
  /// The timing of a falling keyboard.
  public var fall: Timing
  /// Where the model comes from.
  public var source: String
  /// The keyboard profile the model stands for, when it is one: it then says how the keyboard
  /// runs each notification of a trace (Android's IME runs its own interpolator whatever the
  /// event says; UIKit runs curves 0–3 as Béziers), and the presets are simulated under it.
  public var profile: KeyboardProfile?

  /// Creates a model.
  public init(
    name: String, rise: Timing, fall: Timing, source: String, profile: KeyboardProfile? = nil
  ) {
    self.name = name
    self.rise = rise
    self.fall = fall
    self.source = source
    self.profile = profile
  }

  /// The timing the keyboard runs for `event`, which moves its edge from `from` to `to`; `nil`
  /// for a jump. A profile's model runs the event as the profile does; a catalogue stand-in
  /// runs curve 7 with its own timing and other curves as UIKit does (a missing curve or
  /// duration: ease-in-out over 0.25 s, as UIKit is assumed to).
  public func timing(for event: KeyboardEvent, from: Double, to: Double) -> Timing? {
    if let profile {
      let timing = try? profile.keyboardTiming(for: event, from: from, to: to)
      return timing == .jump ? nil : timing
    }
    let notified = KeyboardAnimation(event: event)
    if notified.duration <= 0 { return nil }
    if notified.curve == .keyboard { return timing(from: from, to: to) }
    guard let uikit = try? notified.timing(), uikit != .jump else { return nil }
    return uikit
  }

  /// The timing of a move from `from` to `to` (screen y, downward).
  public func timing(from: Double, to: Double) -> Timing {
    to < from ? rise : fall
  }

  /// The models the matcher tries: first every built-in keyboard profile
  /// (<doc:KeyboardProfiles>) whose keyboard moves in its own way, by its profile name — `ios`
  /// (curve 7, the catalogue's `keyboard`), `ios-26`, `reduce-motion` (no slide: the keyboard
  /// appears where it ends),
  /// `android-callback` (the catalogue's `android-ime`), `android-default`, `android-compat`;
  /// `floating` moves as `ios` does (only where its frame ends differs), so a recording of it is
  /// named `ios` — then the catalogue's stand-ins for the keyboard curve (`keyboard-overdamped`,
  /// `keyboard-bezier`, `keyboard-fit`) and UIKit's `ease-in-out` over 0.25 s (what a keyboard
  /// whose notification has no curve is assumed to run, and iOS 6's keyboard); sources in
  /// <doc:KeyboardFacts> and <doc:KeyboardProfiles>.
  public static let catalogue: [KeyboardModel] = {
    var models: [KeyboardModel] = []
    for profile in KeyboardProfile.builtIn {
      guard let model = KeyboardModel(profile: profile),
        !models.contains(where: { $0.rise == model.rise && $0.fall == model.fall })
      else { continue }
      models.append(model)
    }
    for name in ["keyboard-overdamped", "keyboard-bezier", "keyboard-fit", "ease-in-out"] {
      guard let curve = CurveCatalogue.curve(named: name), let timing = try? curve.timing()
      else { continue }
      models.append(KeyboardModel(name: name, rise: timing, fall: timing, source: curve.source))
    }
    return models
  }()

  /// The model of `profile`: the timing its keyboard runs for a show and for a hide reported as
  /// iOS reports them (0.25 s, curve 7), named by the profile; `nil` when a timing cannot be
  /// built.
  public init?(profile: KeyboardProfile) {
    let hidden = Rect(x: 0, y: 812, width: 375, height: 291)
    let shown = Rect(x: 0, y: 521, width: 375, height: 291)
    func event(_ kind: KeyboardEventKind, _ begin: Rect, _ end: Rect) -> KeyboardEvent {
      KeyboardEvent(
        time: 0, kind: kind, frameBegin: begin, frameEnd: end, duration: 0.25, curve: .keyboard)
    }
    guard
      let rise = try? profile.keyboardTiming(
        for: event(.willShow, hidden, shown), from: hidden.minY, to: shown.minY),
      let fall = try? profile.keyboardTiming(
        for: event(.willHide, shown, hidden), from: shown.minY, to: hidden.minY)
    else { return nil }
    self.init(
      name: profile.name, rise: rise, fall: fall,
      source: "keyboard profile \(profile.name) (\(profile.provenance.kind.rawValue)): "
        + profile.summary, profile: profile)
  }

  /// The catalogue's curve names for the profiles that replaced them: `keyboard` is `ios`,
  /// `android-ime` is `android-callback`.
  static let formerNames = ["keyboard": "ios", "android-ime": "android-callback"]

  /// No curve at all: the keyboard changes height between two frames (duration 0, an input
  /// method switch on some systems), reported when every motion of a trace is a jump.
  public static let jump = KeyboardModel(
    name: "jump", rise: .jump, fall: .jump,
    source: "No animation: the keyboard changes height from one frame to the next")

  /// The model named `name` in ``catalogue`` (a former curve name, `keyboard` or
  /// `android-ime`, names its profile's model).
  public static func named(_ name: String) -> KeyboardModel? {
    let name = formerNames[name] ?? name
    return catalogue.first { $0.name == name }
  }
}
