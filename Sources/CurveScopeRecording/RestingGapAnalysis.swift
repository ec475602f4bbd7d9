/// The bar's desync measured against its layout's own resting places.
///
/// Many layouts rest with one gap while the keyboard is up (a margin) and another while it is
/// hidden (the bar on the safe-area inset); such a bar's gap changes during the motion by design.
/// The expected gap at a frame is the resting gaps interpolated by the keyboard's progress
/// (0 up, 1 hidden): `expected = up + progress × (down − up)`, the up gap alone when the
/// keyboard is never hidden. The desync is the departure from it on frames where the keyboard is
/// away from its resting place: the extra gap (the bar farther than expected) and the extra
/// overlap (nearer, or under the keyboard). A covered bar's overlap is inferred from its
/// visible part; a covered bar that is then not seen at all while the keyboard stays over where
/// its top was, a bar seen standing still while the keyboard rises towards it and then not
/// seen while the keyboard covers its place (`isLeftBehind(_:before:tolerance:)`), or a bar
/// last seen with the keyboard hidden and then not seen once the rising keyboard covers the
/// whole of that place, is under the keyboard by at least half its height (a lower bound: the bar is registered while half
/// its rows are in view, and it may have risen unseen, so more of it cannot be claimed). A
/// departure beyond the tolerance on one frame alone (``isolated``), or on edges (keyboard or
/// bar) with a confidence under ``decidingConfidence`` (``uncertain``), is reported but does not
/// decide the verdict.
public struct RestingGapAnalysis: Sendable, Hashable {
  /// One frame's departure.
  public struct Departure: Sendable, Hashable {
    /// The frame.
    public var index: Int
    /// Its recording time, ms.
    public var recordingMilliseconds: Double
    /// The keyboard's top there, points.
    public var keyboardTop: Double
    /// The gap expected from the resting places, points.
    public var expected: Double
    /// Measured gap minus expected, points (negative: nearer or under the keyboard).
    public var extra: Double
    /// How the bar's edge is known there.
    public var basis: Basis
    /// The lower of the keyboard edge's confidence and the seen bar edge's (a bar inferred under
    /// the keyboard counts as 1 there: its own threshold applies).
    public var confidence: Double
  }

  /// The least confidence of a seen bar edge whose departure beyond the tolerance decides the
  /// verdict: a desync is claimed only on clear sightings.
  public static let decidingConfidence = 0.7

  /// The share of the bar's height a bar that is not seen is under the keyboard by, at least:
  /// the tracker registers a covered bar while half its rows are in view. Its whole height would
  /// claim more than the frames show: a bar that rises unseen behind the keyboard (a late
  /// follower) can show its top while too little of it is in view to register.
  public static let hiddenShare = 0.5

  /// How a frame's bar edge is known.
  public enum Basis: String, Sendable, Hashable {
    /// Seen.
    case seen
    /// Inferred under the keyboard from the bar's visible part.
    case covered
    /// Not seen: under the keyboard by at least half the bar's height (``hiddenShare``).
    case hidden
  }

  /// The gap at rest with the keyboard up, points (median), and the frames it rests on.
  public var restingGapUp: Double
  /// Frames at rest up where both edges were seen.
  public var restingUpFrames: Int
  /// The gaps of the bar's steady rests with the keyboard up, in order: runs of frames at rest
  /// holding one gap (within two rest tolerances) for ``steadyMilliseconds`` or more.
  public var restingUpStays: [Double] = []
  /// The gap at rest with the keyboard hidden (to the screen's bottom), when seen.
  public var restingGapDown: Double?
  /// Frames at rest with the keyboard hidden and the bar seen.
  public var restingDownFrames: Int
  /// Whether the keyboard is seen hidden on some frame (whether or not the bar is seen there).
  public var keyboardSeenHidden: Bool
  /// Every frame away from the resting place with a bar edge known, in order.
  public var departures: [Departure]
  /// The tolerance, points.
  public var tolerance: Double
  /// The keyboard's top at rest, points: progress 0.
  public var restingKeyboardTop: Double
  /// The screen's bottom, points: a hidden keyboard's top, progress 1.
  public var screenHeight: Double
  /// Frames whose departure cannot be read: the keyboard's edge `null`, or the keyboard away
  /// from its resting place and the bar's edge not known.
  var unreadFrames: Set<Int> = []

  /// The gap expected where the keyboard's top is at `keyboardTop` (points): the resting gaps
  /// interpolated by the keyboard's progress from its resting top (0) to the screen's bottom
  /// (1), clamped to that range; the up gap alone when the bar was never seen at rest with the
  /// keyboard hidden.
  public func expectedGap(keyboardTop: Double) -> Double {
    let travel = screenHeight - restingKeyboardTop
    guard travel > 0, keyboardTop.isFinite else { return restingGapUp }
    let progress = min(1, max(0, (keyboardTop - restingKeyboardTop) / travel))
    return restingGapUp + progress * ((restingGapDown ?? restingGapUp) - restingGapUp)
  }

  /// The largest extra gap over frames where the bar was seen (isolated departures left out).
  public var maxExtraGap: Departure? {
    counted.filter { $0.basis == .seen }.max { $0.extra < $1.extra }
  }
  /// The largest extra overlap (most negative extra) over all frames (isolated departures left
  /// out).
  public var maxExtraOverlap: Departure? {
    counted.min { $0.extra < $1.extra }
  }

  /// Departures beyond the tolerance on one frame alone: neither neighbouring frame departs the
  /// same way beyond it. A rigid bar that really leaves its place stays away for more than one
  /// frame of a screen recording; one frame alone is more likely a frame the detector misread
  /// (a finger over the bar, motion blur), so it is reported but does not decide the verdict.
  /// Frames where the departure cannot be read (an edge `null`) are no evidence either way: the
  /// neighbour looked for is the nearest frame read, across at most ``bridgedFrames`` such
  /// frames (a bar that slides under a dark keyboard's lower rows is read on every other frame).
  public var isolated: [Departure] {
    departures.indices.filter { !isHeld($0) }.map { departures[$0] }
  }

  /// Departures beyond the tolerance, held on a neighbouring frame, but on edges (keyboard or
  /// bar) with a confidence under ``decidingConfidence``: reported, not deciding the verdict.
  public var uncertain: [Departure] {
    departures.indices.filter { isHeld($0) && !isClear($0) }.map { departures[$0] }
  }

  /// The departures that count: within the tolerance, or held on a neighbouring frame and
  /// clear.
  var counted: [Departure] {
    departures.indices.filter { isHeld($0) && isClear($0) }.map { departures[$0] }
  }

  /// Whether the departure at `position` is within the tolerance or on an edge clear enough to
  /// decide.
  func isClear(_ position: Int) -> Bool {
    let departure = departures[position]
    return abs(departure.extra) <= tolerance || departure.confidence >= Self.decidingConfidence
  }

  /// How many frames whose departure cannot be read may lie between a departure and the
  /// neighbour that holds it.
  public static let bridgedFrames = 2

  /// Whether the departure at `position` is within the tolerance or held by the frame read
  /// before or after it (the next departure, beyond the tolerance the same way, with at most
  /// ``bridgedFrames`` unread frames between them).
  func isHeld(_ position: Int) -> Bool {
    let departure = departures[position]
    guard abs(departure.extra) > tolerance else { return true }
    for other in [position - 1, position + 1] where departures.indices.contains(other) {
      let neighbour = departures[other]
      let (low, high) = (
        min(neighbour.index, departure.index), max(neighbour.index, departure.index)
      )
      guard high - low - 1 <= Self.bridgedFrames,
        (low + 1..<high).allSatisfy(unreadFrames.contains)
      else { continue }
      if neighbour.extra.sign == departure.extra.sign, abs(neighbour.extra) > tolerance {
        return true
      }
    }
    return false
  }
  /// Frames in motion where both edges were seen.
  public var seenInMotion: Int { departures.filter { $0.basis == .seen }.count }

  /// The verdict, when the extra gap or overlap passes the tolerance.
  public var verdict: DesyncVerdict {
    let covered = (maxExtraOverlap?.extra ?? 0) < -tolerance
    let gap = (maxExtraGap?.extra ?? 0) > tolerance
    switch (covered, gap) {
    case (true, true): return .coveredAndGap
    case (true, false): return .covered
    case (false, true): return .gap
    case (false, false): return .inSync
    }
  }

  /// Measures the frames, or `nil` when the bar is never seen at rest with the keyboard up.
  /// - Parameters:
  ///   - frames: the measured frames, in order.
  ///   - restingKeyboardTop: the keyboard's top at rest, points.
  ///   - screenHeight: the screen's bottom, points (a hidden keyboard's top).
  ///   - barHeight: the bar's height, points (the lower bound of a hidden bar's overlap).
  ///   - restTolerance: how near the resting place a keyboard is at rest, points.
  ///   - tolerance: how far, in points, the bar may depart from the gap expected at a frame and
  ///     still count as in sync.
  public init?(
    frames: [MeasuredFrame], restingKeyboardTop: Double, screenHeight: Double,
    barHeight: Double, restTolerance: Double, tolerance: Double = 3
  ) {
    let up = frames.compactMap { frame -> Double? in
      guard let keyboard = frame.keyboardTop, let bar = frame.barBottom,
        abs(keyboard - restingKeyboardTop) <= restTolerance
      else { return nil }
      return keyboard - bar
    }
    guard !up.isEmpty else { return nil }
    restingGapUp = Self.median(up)
    restingUpFrames = up.count
    restingUpStays = Self.steadyRestsUp(
      frames, restingKeyboardTop: restingKeyboardTop, restTolerance: restTolerance)
    var down: [Double] = []
    for (position, frame) in frames.enumerated() where frame.keyboardState == .hidden {
      guard let bar = frame.barBottom, position > 0,
        let previous = frames[position - 1].barBottom, abs(previous - bar) <= restTolerance
      else { continue }
      down.append(screenHeight - bar)
    }
    // A recording that opens on the keyboard hidden and moves at once holds one such frame
    // before the motion: the first frame, at rest because nothing comes before it. It stands
    // for the hidden rest only where no later frame does.
    if down.isEmpty, let first = frames.first, first.keyboardState == .hidden,
      let bar = first.barBottom
    {
      down.append(screenHeight - bar)
    }
    restingGapDown = down.isEmpty ? nil : Self.median(down)
    restingDownFrames = down.count
    keyboardSeenHidden = frames.contains { $0.keyboardState == .hidden }
    self.tolerance = tolerance
    self.restingKeyboardTop = restingKeyboardTop
    self.screenHeight = screenHeight
    self.departures = []
    let travel = screenHeight - restingKeyboardTop
    var departures: [Departure] = []
    // Where a covered bar's top last was: a bar seen covered, then not seen at all while the
    // keyboard stays over that place, is under it by at least half its height. So is a bar
    // left behind (``isLeftBehind``) once the keyboard covers the whole of its place, and a bar
    // last seen with the keyboard hidden that is not seen once the rising keyboard covers the
    // whole of where it was: had it moved with the keyboard, its rows would be in view.
    var coveredTop: Double?
    var previous: MeasuredFrame?
    var unread: Set<Int> = []
    for frame in frames {
      defer {
        if let bar = frame.barCoveredBottom {
          coveredTop = bar - barHeight
        } else if let bar = frame.barBottom, let before = previous,
          Self.isLeftBehind(frame, before: before, tolerance: restTolerance)
        {
          coveredTop = bar - barHeight
        } else if let bar = frame.barBottom, frame.keyboardState == .hidden {
          coveredTop = bar - barHeight
        } else if frame.barBottom != nil || frame.keyboardTop == nil {
          coveredTop = nil
        }
        previous = frame
      }
      guard let keyboard = frame.keyboardTop else {
        unread.insert(frame.index)
        continue
      }
      guard abs(keyboard - restingKeyboardTop) > restTolerance, travel > 0 else { continue }
      let expected = expectedGap(keyboardTop: keyboard)
      let extra: Double
      let basis: Basis
      if let bar = frame.barBottom {
        (extra, basis) = (keyboard - bar - expected, .seen)
      } else if let bar = frame.barCoveredBottom {
        (extra, basis) = (keyboard - bar - expected, .covered)
      } else if frame.barEvidence == .barUnderKeyboard {
        (extra, basis) = (-Self.hiddenShare * barHeight - expected, .hidden)
      } else if let top = coveredTop, top >= keyboard - restTolerance {
        (extra, basis) = (-Self.hiddenShare * barHeight - expected, .hidden)
      } else {
        unread.insert(frame.index)
        continue
      }
      departures.append(
        Departure(
          index: frame.index, recordingMilliseconds: frame.recordingMilliseconds,
          keyboardTop: keyboard, expected: expected, extra: extra, basis: basis,
          confidence: min(frame.keyboardConfidence, basis == .seen ? frame.barConfidence : 1)))
    }
    self.departures = departures
    self.unreadFrames = unread
  }

  /// Whether `frame` shows the bar left behind by a keyboard rising towards it: the bar seen
  /// where it was on the frame before (within `tolerance`), and the keyboard seen below it and
  /// higher than on the frame before (or seen there for the first time). A bar that rides on
  /// the keyboard moves with it; one that stands still while the keyboard comes at it and is
  /// then not seen while the keyboard covers its place is under the keyboard (a layout that
  /// waits for its own animation; a bar covered for 200 ms before it jumps up).
  static func isLeftBehind(_ frame: MeasuredFrame, before: MeasuredFrame, tolerance: Double)
    -> Bool
  {
    guard let bar = frame.barBottom, let was = before.barBottom, abs(bar - was) <= tolerance,
      let keyboard = frame.keyboardTop, keyboard >= bar - tolerance
    else { return false }
    return before.keyboardTop.map { keyboard < $0 - tolerance } ?? true
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
