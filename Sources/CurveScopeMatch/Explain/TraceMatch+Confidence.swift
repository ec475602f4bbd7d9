import CurveScopeSupport
import CurveScopeSync
public import CurveScopeTrace

extension TraceMatch {
  /// The keyboard RMS, in points, under which the keyboard fits its model closely.
  public static let closeKeyboardPoints = 1.0
  /// The keyboard RMS, in points, above which it fits its model only poorly.
  public static let roughKeyboardPoints = 3.0
  /// The fewest bar frames seen while the keyboard moves for a confident match.
  public static let minimumMovingFrames = 10

  /// How sure the match of `trace` is, and what it rests on (see ``TraceConfidence``).
  public func confidence(of trace: Trace) -> TraceConfidence {
    func pt(_ value: Double) -> String { "\(NumberText.reading(value, decimals: 2)) pt" }
    var level = TraceConfidence.Level.high
    var reasons: [String] = []
    func lower(to value: TraceConfidence.Level, _ reason: String) {
      level = min(level, value)
      reasons.append(reason)
    }
    if let custom {
      lower(
        to: .low,
        "No preset is within \(pt(residualLimitPoints)); the bar is described by an animation of "
          + "its own (\(custom.motionText)), \(pt(custom.rmsPoints)) RMS off.")
      if let unexplained = TraceExplainer.unexplainedStart(custom, match: self) {
        reasons.append(unexplained)
      }
    } else {
      reasons.append(
        "The bar fits \(strategy) to \(pt(rmsPoints)) RMS (a preset matches within "
          + "\(pt(residualLimitPoints))).")
    }
    let keyboardText =
      "The keyboard fits \(keyboardModel.name) to \(pt(keyboardModel.rmsPoints)) RMS"
      + (keyboardModel.events == .file ? " with the trace's notifications" : "")
      + (keyboardModel.candidates.dropFirst().first.map {
        " (next: \($0.name), \(pt($0.rmsPoints)))"
      } ?? "") + "."
    if keyboardModel.rmsPoints > Self.roughKeyboardPoints, let judgedProfile, let closestKeyboard {
      lower(
        to: .low,
        keyboardText + " That is rough: the recorded keyboard does not move like the "
          + "\(judgedProfile) profile it is judged against; it moves like \(closestKeyboard.name) "
          + "(\(pt(closestKeyboard.rmsPoints)) RMS), so judge it without --profile or with "
          + "--profile \(closestKeyboard.name).")
    } else if keyboardModel.rmsPoints > Self.roughKeyboardPoints {
      lower(to: .low, keyboardText + " That is rough: the keyboard moves like no known model.")
    } else if keyboardModel.rmsPoints > Self.closeKeyboardPoints {
      lower(to: .medium, keyboardText)
    } else {
      reasons.append(keyboardText)
    }
    let moving = movingBarFrames(of: trace)
    if moving < Self.minimumMovingFrames {
      lower(
        to: .low,
        "Only \(moving) frame\(moving == 1 ? "" : "s") show the bar while the keyboard moves.")
    }
    if let sameMotion = sameMotionText {
      lower(
        to: .medium,
        "A follower and \(sameMotion) started as late move the bar alike here: the fix differs.")
    } else if let matched = matchedStrategy {
      let others = equivalents.compactMap(InputBarStrategy.preset(named:)).filter {
        Self.mechanism($0) != Self.mechanism(matched)
      }
      if !others.isEmpty,
        modelBarBottom.indices.contains(where: { index in
          abs(modelBarBottom[index] - modelKeyboardTop[index] + marginPoints) > 1
        })
      {
        lower(
          to: .medium,
          "It cannot be told from \(others.map(\.name).joined(separator: ", ")) here, which "
            + "move the bar by another mechanism.")
      }
    }
    if case .startDelay = latency {
      lower(to: .medium, "The bar's delay matches no preset; its cause is inferred.")
    }
    if let reason = subFrameLatencyReason(of: trace) {
      lower(to: .medium, reason)
    }
    return TraceConfidence(level: level, reasons: reasons)
  }

  /// The latency shift, in points, above which a fitted latency under half a display frame is
  /// part of the desync rather than noise.
  public static let subFrameShiftPoints = 1.0

  /// When the bar is later than the model by less than half a display frame (read as on time)
  /// yet that latency moves it by more than ``subFrameShiftPoints``: the reason the match is at
  /// most medium (the model, in whole frames, leaves the latency out; it is inferred from the
  /// fit); `nil` otherwise. `compare`, `check` and `explain` apply the same rule.
  func subFrameLatencyReason(of trace: Trace) -> String? {
    guard case .onTime = latency, latencyMilliseconds > 0 else { return nil }
    let shift = latencyShiftPoints(of: trace)
    guard shift > Self.subFrameShiftPoints else { return nil }
    let frames = latencyMilliseconds * frameRate / 1000
    return "The bar moves \(NumberText.reading(latencyMilliseconds)) ms "
      + "(\(NumberText.reading(frames, decimals: 2)) display frames) after the model: less than "
      + "a frame, inferred from the fit and not seen in the code, yet it moves the bar by up to "
      + "\(NumberText.reading(shift, decimals: 1)) pt, which a model in whole display frames "
      + "leaves out."
  }

  /// Follower or animation.
  static func mechanism(_ strategy: InputBarStrategy) -> Int {
    if case .follow = strategy.reaction { return 0 }
    return 1
  }

  /// Frames where the bar is seen while the model's keyboard is between its rests.
  func movingBarFrames(of trace: Trace) -> Int {
    var count = 0
    for index in trace.frames.indices where trace.frames[index].barBottom != nil {
      let before = index > 0 ? modelKeyboardTop[index - 1] : modelKeyboardTop[index]
      if abs(modelKeyboardTop[index] - before) > 0.05 { count += 1 }
    }
    return count
  }
}
