#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The detector's analysis of a whole recording's profiles, in order: the bottom band's motion,
/// the resting states, the keyboard's edge at rest, the keyboard registered in every frame, the
/// bar that rides on it and the bar registered in every frame. Rows are the region's.
enum MotionAnalysis {
  /// Analyses the profiles (`pixelsPerPoint` sets block sizes; `width` is the region's;
  /// `corners`, rounded corners over the region's bottom, are never compared).
  static func run(
    store: ProfileStore, width: Int, pixelsPerPoint: Double,
    corners: RoundedCorners.Insets? = nil
  ) -> (
    frames: [FrameEdges], model: MotionModel?, failure: MotionDetection.Failure?
  ) {
    let empty = [FrameEdges](repeating: FrameEdges(), count: store.count)
    guard store.count >= 2, store.rows >= 32 else { return (empty, nil, .noKeyboardMotion) }
    let factor = max(1, store.rows / 400)
    let coarse = store.coarse(factor: factor)
    let (shifts, unexplained) = BandMotion.shifts(coarse: coarse, factor: factor)
    let runs = MotionRun.runs(shifts: shifts, minimumTravel: max(2, store.rows / 20))
    guard !runs.isEmpty else { return (empty, nil, .noKeyboardMotion) }
    guard
      let located = ReferenceStates.find(
        coarse: coarse, factor: factor, runs: runs, shifts: shifts, unexplained: unexplained)
    else { return (empty, nil, .noRestingKeyboard) }
    if getenv("CURVESCOPE_DETECTOR_DEBUG") != nil {
      print("debug: runs \(runs.map { ($0.first, $0.last, $0.travel) }) shifts \(shifts)")
      print("debug: unexplained \(unexplained.indices.filter { unexplained[$0] })")
      print(
        "debug: up \(located.upFrames.prefix(8)) n=\(located.upFrames.count) hidden \(located.hiddenFrames.prefix(8)) n=\(located.hiddenFrames.count) lowest \(String(describing: located.lowestKeyboard))"
      )
    }
    let usable = OverlayMask.usableStrips(store: store, corners: corners, width: width)
    var states = located
    var first = analyse(
      store: store, coarse: coarse, factor: factor, states: states, usable: usable, width: width,
      pixelsPerPoint: pixelsPerPoint)
    // A keyboard too small to be one, found with frames taken for the keyboard hidden: those
    // frames may hold it dragged farther down than the band is tall (ReferenceStates.heldLow).
    if case .tooSmall = first.failure, let held = states.heldLow(coarse: coarse, factor: factor) {
      let again = analyse(
        store: store, coarse: coarse, factor: factor, states: held, usable: usable,
        width: width, pixelsPerPoint: pixelsPerPoint)
      if again.failure == nil {
        states = held
        first = again
      }
    }
    if let stay = sameKeyboardStay(
      first, store: store, coarse: coarse, factor: factor, states: states, usable: usable,
      width: width, pixelsPerPoint: pixelsPerPoint)
    {
      return stay
    }
    guard let found = first.model?.bar, found.contradictsTravel else { return first }
    if let stay = otherStay(
      store: store, states: states, usable: usable, pixelsPerPoint: pixelsPerPoint)
    {
      var other = states
      other.upFrames = stay
      let second = analyse(
        store: store, coarse: coarse, factor: factor, states: other, usable: usable,
        width: width, pixelsPerPoint: pixelsPerPoint)
      if let bar = second.model?.bar, !bar.contradictsTravel { return second }
    }
    // The runner-up: what else rides on the keyboard, away from the bar that contradicts its
    // travel (content that scrolls with the keyboard by about as much as the bar moves can
    // match a few rows more than a floating pill whose rows a re-encoding blurred).
    let third = analyse(
      store: store, coarse: coarse, factor: factor, states: states, usable: usable,
      width: width, pixelsPerPoint: pixelsPerPoint, excludingBar: found.restingBottom)
    guard let runnerUp = third.model?.bar else { return first }
    guard runnerUp.contradictsTravel else { return third }
    // Two bars that contradict their travel, made of overlapping rows: content that scrolls as
    // the keyboard hides, whose rows outmatch a plain bar's few. Their rows are not looked for,
    // and the bar must lie below them, nearer the keyboard: what rides on the keyboard above
    // them (a bubble the chat scrolls by the bar's own travel) is content too, and a bar of the
    // page's colour, which contradicts its travel itself, would be passed over for it.
    func rows(_ bar: MotionModel.Bar) -> Range<Int> {
      let bottom = Int(bar.restingBottom.rounded())
      return max(0, bottom - bar.height)..<max(0, bottom)
    }
    let (one, other) = (rows(found), rows(runnerUp))
    guard one.overlaps(other) else { return first }
    let content = min(one.lowerBound, other.lowerBound)..<max(one.upperBound, other.upperBound)
    let fourth = analyse(
      store: store, coarse: coarse, factor: factor, states: states, usable: usable,
      width: width, pixelsPerPoint: pixelsPerPoint, excludingBar: found.restingBottom,
      excludingRows: content)
    guard let bar = fourth.model?.bar, !bar.contradictsTravel,
      bar.restingBottom - Double(bar.height) >= Double(content.upperBound)
    else { return first }
    return fourth
  }

  /// Registers the keyboard and the bar against the reference of `states.upFrames`, passing
  /// over a bar whose bottom is within 4 pt of `excludingBar`, and over the rows
  /// `excludingRows`.
  static func analyse(
    store original: ProfileStore, coarse originalCoarse: ProfileStore, factor: Int,
    states: ReferenceStates,
    usable: [[Int]?], width: Int, pixelsPerPoint: Double, excludingBar: Double? = nil,
    excludingRows: Range<Int>? = nil
  ) -> (frames: [FrameEdges], model: MotionModel?, failure: MotionDetection.Failure?) {
    let empty = [FrameEdges](repeating: FrameEdges(), count: original.count)
    let reference = ProfileImage.median(of: original, frames: states.upFrames)
    let hidden =
      states.hiddenFrames.isEmpty
      ? nil : ProfileImage.median(of: original, frames: states.hiddenFrames)
    let lowest = states.lowestKeyboard.map { (original.frame($0.frame), $0.displacement) }
    guard
      let top = KeyboardTopFinder.find(
        reference: reference, hidden: hidden, pixelsPerPoint: pixelsPerPoint, lowest: lowest,
        usable: usable)
    else { return (empty, nil, .noKeyboardEdge) }
    let minimum = minimumKeyboardRows(width: width, rows: original.rows)
    var restingTop = top.row
    if let hidden,
      let first = RidingBarFinder.find(
        reference: reference, keyboardTop: restingTop, hidden: hidden, lowest: nil,
        pixelsPerPoint: pixelsPerPoint, usable: usable, excluding: excludingBar,
        excludingRows: excludingRows),
      let lower = KeyboardTopFinder.belowBarRows(
        reference: reference, hidden: hidden, top: restingTop, travel: first.travel,
        pixelsPerPoint: pixelsPerPoint, usable: usable)
    {
      restingTop = lower
    }
    let keyboardRows = original.rows - Int(restingTop.rounded())
    guard keyboardRows >= minimum else {
      return (empty, nil, .tooSmall(rows: keyboardRows, minimum: minimum))
    }
    if getenv("CURVESCOPE_DETECTOR_DEBUG") != nil {
      for (row, strips) in usable.enumerated() where strips != nil {
        print("debug: mask row \(row) uses \(strips ?? [])")
      }
    }
    let (keyboard, restored) = KeyboardTracker(
      store: original, coarse: originalCoarse, factor: factor, reference: reference,
      restingTop: restingTop, pixelsPerPoint: pixelsPerPoint, usable: usable
    ).trackRestoring()
    // Frames whose dimming was undone to place the keyboard (an alert over a keyboard at rest)
    // are looked at restored from here on: the keyboard's follower, its absence and the bar.
    var store = original
    for (frame, profile) in restored { store.replace(frame: frame, with: profile) }
    let coarse = restored.isEmpty ? originalCoarse : store.coarse(factor: factor)
    let hiddenState = Set(states.hiddenFrames)
    let sliver = Int((12 * pixelsPerPoint).rounded())
    var frames = keyboard.enumerated().map { index, match -> FrameEdges in
      // One row in view tells nothing of where the keyboard is: at 1 px/pt a glass keyboard's
      // soft top row is the page's colour, and matches the last row of every frame.
      guard let match, match.visible >= 2 else { return FrameEdges() }
      let edge = DetectedEdge(
        row: match.top, confidence: keyboardConfidence(match.evidence),
        evidence: match.restoredGain == nil ? .keyboardRegistered : .keyboardRegisteredDimmed)
      // A placement with under 3 rows in view is a candidate only: two rows at the screen's
      // bottom match something in most frames (a dimmed screen's bottom rows). So is one whose
      // plain first rows match a little higher or lower as well (KeyboardTracker.isPlainEdge).
      // So is a sliver of under 12 pt placed short of certain, and at rest (three frames in a
      // row place it within half a row), on frames of the state without the keyboard, where
      // the reference's band shows nowhere: a keyboard does not rest with a sliver in view, but
      // a bar's plain bottom rows on the screen's bottom match a plain-topped keyboard's first
      // points; such a sliver is no candidate either, so the frame can be found hidden. A
      // hide's last frames, where a sliver moves (at 120 fps, a row every other frame), keep
      // theirs.
      func restsThere(_ other: Int) -> Bool {
        other >= 0 && other < keyboard.count && hiddenState.contains(other)
          && keyboard[other].map { abs($0.top - match.top) < 0.5 } == true
      }
      func atRest() -> Bool {
        var rest = 1
        while rest < 3, restsThere(index - rest) { rest += 1 }
        var ahead = 1
        while rest < 3, restsThere(index + ahead) { (rest, ahead) = (rest + 1, ahead + 1) }
        return rest >= 3
      }
      let doubtedSliver =
        hiddenState.contains(index) && match.visible < sliver && edge.confidence < 0.9
        && atRest()
      let reported =
        edge.confidence >= MotionEdgeTracker.keyboardThreshold
        && match.visible >= KeyboardTracker.minimumVisibleRows && !match.plainEdge
        && !doubtedSliver
      return FrameEdges(
        keyboardTop: reported ? edge : nil, keyboardCandidate: doubtedSliver ? nil : edge)
    }
    let keyboardFollower = EdgeFollower(
      store: store, usable: usable, pixelsPerPoint: pixelsPerPoint, side: .below, hidden: hidden)
    let keyboardFollowed = Self.followKeyboard(
      keyboardFollower, frames: frames, pixelsPerPoint: pixelsPerPoint)
    for (index, followed) in keyboardFollowed.enumerated() {
      guard let followed else { continue }
      frames[index].keyboardTop = DetectedEdge(
        row: followed.row, confidence: followedConfidence(followed.ratio),
        evidence: .keyboardFollowed)
    }
    if let absence = KeyboardAbsence(
      reference: reference, hidden: hidden, restingTop: restingTop,
      pixelsPerPoint: pixelsPerPoint, usable: usable)
    {
      for index in frames.indices where frames[index].keyboardTop == nil {
        frames[index].keyboardAbsent = absence.absent(in: store, usable: usable, frame: index)
      }
    }
    let bar = RidingBarFinder.find(
      reference: reference, keyboardTop: restingTop, hidden: hidden, lowest: lowest,
      pixelsPerPoint: pixelsPerPoint, usable: usable, excluding: excludingBar,
      excludingRows: excludingRows)
    var contradictsTravel = false
    if let bar {
      let hiddenLook = hidden.flatMap {
        BarTracker.HiddenLook(
          reference: reference, hidden: $0, bar: bar, factor: factor,
          pixelsPerPoint: pixelsPerPoint)
      }
      let tracked = BarTracker(
        store: store, coarse: coarse, factor: factor, reference: reference, bar: bar,
        keyboardRestingTop: restingTop, pixelsPerPoint: pixelsPerPoint, hiddenLook: hiddenLook,
        usable: usable,
        coarseUsable: OverlayMask.coarsened(usable, factor: factor, rows: coarse.rows)
      ).track(keyboardTops: frames.map { $0.keyboardTop?.row })
      let sightings = BarTracker.consistentWithTravel(
        tracked, bar: bar, hiddenFrames: states.hiddenFrames, pixelsPerPoint: pixelsPerPoint)
      contradictsTravel = tracked.contains { $0 != nil } && !sightings.contains { $0 != nil }
      let led = BarTracker.withoutUnledContacts(
        sightings, keyboardTops: frames.map { $0.keyboardTop?.row }, restingTop: restingTop,
        pixelsPerPoint: pixelsPerPoint)
      let kept = BarTracker.withoutStrayCovers(led, pixelsPerPoint: pixelsPerPoint)
      for (index, sighting) in kept.enumerated() {
        guard let sighting else { continue }
        let confidence = Double(max(0, min(1, 1 - sighting.ratio / 0.5)))
        if sighting.covered {
          frames[index].barCoveredBottom = DetectedEdge(
            row: sighting.bottom, confidence: confidence, evidence: .barCovered)
        } else {
          frames[index].barBottom = DetectedEdge(
            row: sighting.bottom, confidence: confidence,
            evidence: sighting.byContact
              ? .barOnKeyboard : sighting.byHiddenLook ? .barRegisteredHidden : .barRegistered)
        }
      }
      frames = BarSpikes.removed(from: frames, pixelsPerPoint: pixelsPerPoint)
      let barFollowed = EdgeFollower(
        store: store, usable: usable, pixelsPerPoint: pixelsPerPoint, side: .above
      ).follow(
        seeds: frames.map { $0.barBottom?.row }, limits: frames.map { $0.keyboardTop?.row },
        blocked: frames.map { $0.barCoveredBottom != nil })
      let chained = chainedConfidences(
        barFollowed, seeds: frames.map { $0.barBottom?.confidence })
      for (index, followed) in barFollowed.enumerated() {
        guard let followed else { continue }
        frames[index].barBottom = DetectedEdge(
          row: followed.row, confidence: chained[index] ?? followedConfidence(followed.ratio),
          evidence: .barFollowed)
      }
      frames = BarSpikes.removed(from: frames, pixelsPerPoint: pixelsPerPoint, onlyFollowed: true)
      frames = BarUnderKeyboard.marked(
        frames, store: store, usable: usable, bar: bar, hidden: hidden, scale: pixelsPerPoint)
    }
    let model = MotionModel(
      restingKeyboardTop: restingTop,
      keyboardTopMethod: top.method == .absentWhenHidden ? .absentWhenHidden : .panelColor,
      referenceFrames: states.upFrames, hiddenFrames: states.hiddenFrames,
      bar: bar.map {
        MotionModel.Bar(
          restingBottom: $0.bottom, edge: $0.edge, touchesKeyboard: $0.touchesKeyboard,
          travel: $0.travel, height: $0.templateRows.count, contradictsTravel: contradictsTravel)
      }, strips: store.strips)
    return (frames, model, nil)
  }

  /// The fewest rows a keyboard at rest covers in a region `width` × `rows` pixels.
  ///
  /// A phone held upright (a region at least 1.5 times as tall as wide: every iPhone since the
  /// iPhone 4, and Android phones) shows a keyboard at least 55 % as tall as the screen is wide:
  /// the shortest, the iPhone SE's 216 pt without suggestions on its 320 pt wide screen, is
  /// 67 %. A top placed higher up the keyboard, between two key rows, leaves less and is no
  /// keyboard's edge. Other regions (landscape, a crop of the screen's bottom, a tablet) need
  /// 30 % of their shorter side (an iPhone's landscape keyboard is about half its height).
  static func minimumKeyboardRows(width: Int, rows: Int) -> Int {
    let w = Double(max(0, width))
    let h = Double(max(0, rows))
    let upright = h >= 1.5 * w
    return Int(((upright ? 0.55 * w : 0.3 * min(w, h))).rounded())
  }
}
