import CurveScopeCodec
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

extension SyncExplainer {
  /// Catalogue curves that copy the keyboard as iOS up to 18 ran it.
  static let legacyKeyboardCurves: Set<String> = [
    "keyboard", "keyboard-bezier", "keyboard-fit", "keyboard-overdamped",
  ]

  /// Where the handler relies on iOS's keyboard and the profile moves it otherwise: a
  /// hard-coded copy of curve 7, a curve-7 spring cut at the duration passed (iOS 26), a UIKit
  /// curve the notifications do not carry (Android), an animation where the keyboard does not
  /// slide (Reduce Motion).
  static func profileCauses(_ analysis: SyncAnalysis, call: AnimationCall) throws
    -> [SyncFinding]
  {
    let profile = analysis.scenario.keyboardProfile
    guard !profile.isDefault, let event = handledMoves(analysis).first else { return [] }
    let n = { (value: Double) in NumberText.reading(value) }
    let bar = try call.timing(for: event, profile: profile)
    let keyboard = try profile.keyboardTiming(
      for: event, from: event.frameBegin.minY, to: event.frameEnd.minY)
    guard bar != keyboard else { return [] }
    let keyboardText = TimingWords.describe(keyboard)
    if case .timing(let spec) = call.curve, let name = spec.name,
      legacyKeyboardCurves.contains(name)
    {
      return [
        SyncFinding(
          .profileMismatch,
          "The bar hard-codes \(name), a copy of the keyboard as iOS up to 18 moved it, but "
            + "under the \(profile.name) profile the keyboard runs \(keyboardText).",
          numbers: [.init("keyboardDurationSeconds", keyboard.duration)])
      ]
    }
    let options = call.options(for: event)
    let duration = call.requestedDuration(for: event)
    if profile.spring.appDuration == .passed, options.curve == .keyboard, !call.insideHandler,
      duration > 0, duration != profile.spring.duration
    {
      let early =
        (1 - keyboard.progress(at: duration)) * abs(event.frameEnd.minY - event.frameBegin.minY)
      return [
        SyncFinding(
          .profileMismatch,
          "Under the \(profile.name) profile UIKit removes an app's curve-7 spring after the "
            + "duration it passes (\(TimingWords.seconds(duration))), while the keyboard's runs "
            + "\(TimingWords.seconds(profile.spring.duration)) (up to iOS 18 curve 7 ignored the "
            + "duration): the bar arrives \(n(early)) pt early, as IQKeyboardManager#2117 "
            + "reports on iOS 26.",
          numbers: [
            .init("passedSeconds", duration),
            .init("keyboardSeconds", profile.spring.duration), .init("earlyPoints", early),
          ])
      ]
    }
    if !profile.notifications.carriesCurve, case .notification = call.curve {
      return [
        SyncFinding(
          .profileMismatch,
          "Under the \(profile.name) profile the events carry no UIKit curve: the handler falls "
            + "back to \(TimingWords.describe(bar)) while the keyboard runs \(keyboardText).",
          numbers: [.init("keyboardDurationSeconds", keyboard.duration)])
      ]
    }
    if case .crossFade = profile.motion, bar != .jump {
      return [
        SyncFinding(
          .profileMismatch,
          "Under the \(profile.name) profile the keyboard does not slide: it appears where it "
            + "ends at once (cross-fade), while the bar runs \(TimingWords.describe(bar)).",
          numbers: [.init("barDurationSeconds", bar.duration)])
      ]
    }
    return []
  }

  /// A follower predicting with a hard-coded curve that is not the profile's.
  static func followProfileCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    guard let spec = analysis.strategy.tracking.predictionCurve,
      let move = analysis.profiled.moves.first(where: { ($0.timing?.duration ?? 0) > 0 }),
      let actual = move.timing
    else { return [] }
    let name = spec.name ?? spec.text
    return [
      SyncFinding(
        .profileMismatch,
        "The follower predicts with a hard-coded \(name), but under the "
          + "\(analysis.scenario.keyboardProfile.name) profile the keyboard runs "
          + "\(TimingWords.describe(actual)); its predictions miss.")
    ]
  }

  /// A KVO follower: the model value jumps to an animation's end.
  static func modelValueCause(_ analysis: SyncAnalysis) -> SyncFinding {
    let latency = analysis.strategy.latencyFrames
    return SyncFinding(
      .modelValue,
      "The bar follows the keyboard view's center through KVO, "
        + "\(latency == 0 ? "at once" : "\(frames(latency)) later"): KVO reports the model "
        + "value, which is where an animation ends, so the bar jumps there while the keyboard is "
        + "still on its way (a drag, set touch by touch, it would follow).",
      numbers: [.init("latencyFrames", Double(latency))])
  }

  /// A predicting follower still off: a lead short of its latency, or keyboard moves without an
  /// animation to predict (a jump, a drag), copied late.
  static func predictionCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    let strategy = analysis.strategy
    let latency = strategy.latencyFrames
    let lead = strategy.tracking.leadFrames
    guard latency > 0 else { return [] }
    var largest = 0.0
    for index in 0..<analysis.frameCount {
      largest = max(
        largest,
        abs(
          analysis.keyboardTop(atFrame: index) - analysis.barBottom(atFrame: index)
            - strategy.margin))
    }
    guard largest > analysis.tolerance else { return [] }
    let rate = analysis.clock.rate
    let text =
      lead < Double(latency)
      ? "The follower reads the keyboard \(frames(latency)) late but predicts only "
        + "\(NumberText.reading(lead)) frame\(lead == 1 ? "" : "s") ahead"
      : "The follower predicts the keyboard's curve \(NumberText.reading(lead)) frame"
        + "\(lead == 1 ? "" : "s") ahead, but a keyboard that moves without an animation (a jump, "
        + "a cross-fade, a finger's drag) leaves nothing to predict and is copied "
        + "\(frames(latency)) late"
    return [
      SyncFinding(
        .frameLatency,
        text + ": at \(NumberText.reading(rate)) Hz the bar is up to "
          + "\(NumberText.reading(largest)) pt off.",
        numbers: [
          .init("latencyFrames", Double(latency)), .init("leadFrames", lead),
          .init("fps", rate), .init("maxStepPoints", largest),
        ])
    ]
  }

  /// An interactive dismissal: a handler that only hears notifications misses the drag; any
  /// animated bar starts the release from rest.
  static func interactiveCauses(_ analysis: SyncAnalysis) -> [SyncFinding] {
    guard let interaction = analysis.scenario.interaction else { return [] }
    let screenHeight = analysis.scenario.screenHeight
    let n = { (value: Double) in NumberText.reading(value) }
    var found: [SyncFinding] = []
    let release = interaction.releaseTime
    if !analysis.strategy.tracking.tracksPan {
      let top = interaction.releaseKeyboardTop(screenHeight: screenHeight)
      found.append(
        SyncFinding(
          .untrackedDrag,
          "A finger drags the keyboard down for \(n(release * 1000)) ms and UIKit posts "
            + "nothing until the release; the bar stays put while the keyboard's top reaches "
            + "y = \(n(top)) pt.",
          numbers: [.init("releaseMs", release * 1000), .init("keyboardTopAtRelease", top)]))
    }
    let velocity = interaction.releaseKeyboardVelocity(screenHeight: screenHeight)
    if velocity != 0 {
      found.append(
        SyncFinding(
          .releaseVelocity,
          "At the release the keyboard \(interaction.hides(screenHeight: screenHeight) ? "hides" : "returns") "
            + "with its spring launched at the finger's \(n(velocity)) pt/s; the bar's "
            + "animation starts from rest.",
          numbers: [.init("releaseVelocityPointsPerSecond", velocity)]))
    }
    return found
  }
}
