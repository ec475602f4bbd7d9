import CurveScopeSupport
import CurveScopeSync
public import CurveScopeTrace

extension TraceMatch {
  /// What the match of `trace` takes for granted: what the reader inferred (``Trace/notes``),
  /// the platform, inferred notifications, a notification offset, a measured margin or inset,
  /// the profile judged against, and what the latency is read as.
  public func assumptions(of trace: Trace) -> [TraceAssumption] {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value)) pt" }
    func ms(_ value: Double) -> String { "\(NumberText.reading(value)) ms" }
    var found = trace.notes.map { TraceAssumption($0.code, $0.message) }
    if platformAssumed {
      let why =
        platform == .android
        ? "its keyboard moves like \(keyboardModel.name), an Android IME"
        : "its keyboard moves like \(keyboardModel.name)"
      found.append(
        TraceAssumption(
          "platform-assumed",
          "The trace names no platform (source.platform): \(platform.displayName) is assumed "
            + "because \(why); the causes and the fix are in its terms, and do not apply to an "
            + "app written for another platform. A JSON trace states it in source.platform, a CSV "
            + "in a '# platform: ios|android|flutter|react-native' line."))
    }
    if let judged = judgedProfile {
      found.append(
        TraceAssumption(
          "profile-judged",
          "The keyboard is judged against the \(judged) profile, as asked: the recorded keyboard "
            + "is \(pt(keyboardModel.rmsPoints)) RMS from it, and the presets run under it."))
    } else if let played = keyboardProfile, played != "ios" {
      found.append(
        TraceAssumption(
          "profile-played",
          "The presets run under the \(played) keyboard profile, the one the recorded keyboard "
            + "moves like (as its system posts and runs the notifications)."))
    }
    switch keyboardModel.events {
    case .inferred:
      let played = keyboardProfile.flatMap { KeyboardProfile.builtIn(named: $0) }
      let style = played?.notifications
      let what: String
      if let style, !style.carriesCurve {
        // Android's WindowInsetsAnimation reports a duration and an interpolator; the
        // notification has no UIKit curve.
        let duration = style.duration.map { "\(ms($0 * 1000)), " } ?? ""
        what =
          "an IME animation starting, as WindowInsetsAnimationCompat.Callback.onStart reports "
          + "it to the \(played?.name ?? "android") IME's app: \(duration)the IME's own "
          + "interpolator, no UIKit curve"
      } else {
        what =
          "willShow, willHide or willChangeFrame, 0.25 s, curve 7, as the "
          + "\(keyboardProfile ?? "ios") keyboard posts them"
      }
      found.append(
        TraceAssumption(
          "events-inferred",
          "The trace has no notifications: one is inferred at each fitted start of the keyboard's "
            + "motion (\(what))."))
    case .file:
      if let offset = keyboardModel.offsetMilliseconds, abs(offset) * frameRate / 1000 >= 0.5 {
        let why =
          closestKeyboard.map {
            "the \(keyboardModel.name) keyboard it is fitted with does not fit it (it moves like "
              + "\($0.name)), so the offset is the fit's, not the recorder's"
          }
          ?? (offset > 0
            ? "a recorder that reads a frame late shows this"
            : "a recorder that stamps the notifications late shows this")
        found.append(
          TraceAssumption(
            "events-offset",
            "The recorded keyboard moves "
              + (offset >= 0 ? "\(ms(offset)) after" : "\(ms(-offset)) before")
              + " the trace's notifications; they are moved by that much (\(why))."))
      }
    }
    if marginMeasured, marginPoints > 0 {
      found.append(
        TraceAssumption(
          "margin-measured",
          "The bar's margin above the shown keyboard, \(pt(marginPoints)), is measured on its "
            + "rests, not declared."))
    }
    if safeAreaMeasured, safeAreaPoints > 0 {
      found.append(
        TraceAssumption(
          "safe-area-measured",
          "The bar rests \(pt(safeAreaPoints)) above the screen's bottom while the keyboard is "
            + "hidden; that is taken as its safe area (measured, not declared)."))
    }
    switch latency {
    case .follower(let frames):
      if let sameMotion = sameMotionText {
        found.append(
          TraceAssumption(
            "follower-frames",
            "The bar is \(frames) display frame\(frames == 1 ? "" : "s") late; it is named the "
              + "follower that copies the keyboard that late, since \(sameMotion) started "
              + "\(ms(latencyMilliseconds)) late moves it the same way here and only the code "
              + "can tell them apart."))
      }
    case .startDelay(let milliseconds, let frames) where isFollower:
      found.append(
        TraceAssumption(
          "follower-delay",
          "The bar copies the keyboard \(ms(milliseconds)) "
            + "(\(NumberText.reading(frames, decimals: 2)) display frames) late, between whole "
            + "frames: it is reported as measured, and the model copies the keyboard that late "
            + "on a clock fine enough for it to be whole frames. What delays it beyond a "
            + "display link's frame is inferred, not seen in the code."))
    case .startDelay(let milliseconds, _):
      found.append(
        TraceAssumption(
          "start-delay",
          "The bar's \(ms(milliseconds)) delay is taken as part of its motion: the model starts "
            + "its animation that late (whole frames), and the fix removes the delay."))
    case .leads(let milliseconds):
      found.append(
        TraceAssumption(
          "bar-leads",
          "The bar moves \(ms(milliseconds)) before the keyboard; that is taken as the recorder "
            + "reading the keyboard late, not as something the app does."))
    case .onTime:
      break
    }
    return found
  }
}
