public import CurveScopeSupport

/// Why a trace cannot be matched to a model: it shows nothing to match, or it contradicts itself,
/// or no model explains it. The recording's measures still stand; only the diagnosis is refused.
public enum TraceMatchError: CurveScopeError {
  /// The keyboard never moves and the trace has no events: nothing to simulate.
  case keyboardNeverMoves(trace: String)
  /// No usable bar value near the keyboard's motions.
  case barNotSeen(trace: String)
  /// The inferred notifications could not be simulated (the library says why).
  case simulation(trace: String, any CurveScopeError)
  /// None of the trace's will-notifications lies within its frames (or up to a second before
  /// the first): they are on another clock.
  case eventsOutsideFrames(
    trace: String, eventMilliseconds: [Double], firstMilliseconds: Double,
    lastMilliseconds: Double)
  /// The best keyboard model running the trace's notifications is `keyboardRMSPoints` from the
  /// recorded keyboard, which travels `travelPoints`: notifications and frames describe
  /// different motions.
  case eventsContradictKeyboard(trace: String, keyboardRMSPoints: Double, travelPoints: Double)
  /// The bar stays at `levelPoints` while the keyboard travels `keyboardTravelPoints`.
  case barNeverMoves(trace: String, levelPoints: Double, keyboardTravelPoints: Double)
  /// No preset is within the residual limit, and the best animation of its own fitted to the bar
  /// (`customRMSPoints` off) explains too little of it, or starts where the recording has no
  /// frames: any model named would be invented.
  case unexplainedBar(
    trace: String, closestPreset: String, presetRMSPoints: Double, customRMSPoints: Double?,
    reason: String)
  /// A keyboard profile whose timings cannot be built, so a recording cannot be judged
  /// against it.
  case profileHasNoModel(profile: String)
  /// The keyboard's top reverses direction by large steps on `reversals` of `steps` consecutive
  /// frame pairs (between `low` and `high`): no keyboard moves like that.
  case keyboardFlickers(trace: String, reversals: Int, steps: Int, low: Double, high: Double)

  /// The trace.
  public var subject: String {
    switch self {
    case .keyboardNeverMoves(let trace), .barNotSeen(let trace), .simulation(let trace, _),
      .eventsOutsideFrames(let trace, _, _, _), .eventsContradictKeyboard(let trace, _, _),
      .barNeverMoves(let trace, _, _), .unexplainedBar(let trace, _, _, _, _),
      .keyboardFlickers(let trace, _, _, _, _):
      "trace \(trace)"
    case .profileHasNoModel(let profile): "profile \(profile)"
    }
  }

  /// A stable name for scripts.
  public var code: String {
    switch self {
    case .keyboardNeverMoves: "keyboard-never-moves"
    case .barNotSeen: "bar-not-seen"
    case .simulation: "simulation"
    case .eventsOutsideFrames: "events-outside-frames"
    case .eventsContradictKeyboard: "events-contradict-keyboard"
    case .barNeverMoves: "bar-never-moves"
    case .unexplainedBar: "unexplained-bar"
    case .profileHasNoModel: "profile-has-no-model"
    case .keyboardFlickers: "keyboard-flickers"
    }
  }

  /// Why it cannot be matched.
  public var problem: String {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value)) pt" }
    func ms(_ value: Double) -> String { "\(NumberText.reading(value)) ms" }
    switch self {
    case .keyboardNeverMoves:
      return "the keyboard never moves and the trace has no events, so no model can be matched"
    case .barNotSeen:
      return "the bar is not seen (or only on repeated frames) while the keyboard moves"
    case .simulation(_, let error):
      return "the inferred notifications cannot be simulated: \(error.description)"
    case .eventsOutsideFrames(_, let events, let first, let last):
      let shown = events.prefix(3).map(ms).joined(separator: ", ")
      return "its notifications (at \(shown)\(events.count > 3 ? ", …" : "")) lie outside its "
        + "frames (\(ms(first)) to \(ms(last))): they are not on the frames' clock, so no model "
        + "can be matched; log both with the same clock"
    case .eventsContradictKeyboard(_, let rms, let travel):
      return "its notifications do not describe the recorded keyboard: the closest keyboard "
        + "model running them is \(pt(rms)) RMS off a keyboard that travels \(pt(travel)); "
        + "check that events and frames come from the same recording and clock"
    case .barNeverMoves(_, let level, let travel):
      return "the bar stays at \(pt(level)) while the keyboard travels \(pt(travel)): nothing "
        + "moves it (no keyboard observer, a misspelt notification name, or the recorded view "
        + "is not the bar), so no model is matched"
    case .unexplainedBar(_, let closest, let presetRMS, let customRMS, let reason):
      return "no model explains the bar: the closest preset, \(closest), is \(pt(presetRMS)) "
        + "RMS off"
        + (customRMS.map { ", and the best animation of its own \(pt($0))" } ?? "")
        + " (\(reason)); the measures stand, the residual per frame in compare --trace -o shows "
        + "where the bar departs"
    case .profileHasNoModel:
      return "its keyboard timings cannot be built, so a recording cannot be judged against it"
    case .keyboardFlickers(_, let reversals, let steps, let low, let high):
      return "the keyboard's top jumps back and forth between \(pt(low)) and \(pt(high)) "
        + "(\(reversals) of \(steps) steps reverse): no keyboard moves like that; check that "
        + "keyboard_top is one view's edge read once per frame"
    }
  }
}
