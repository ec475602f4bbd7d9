extension MotionAnalysis {
  /// The analysis against one stay at rest up (``otherStay(store:states:usable:pixelsPerPoint:)``)
  /// instead of `first`, the analysis against all of them, when `first` found a bar that agrees
  /// with its travel, that stay's bar agrees with its own, and the keyboard rests there at the
  /// same top (within a point).
  ///
  /// The page above the keyboard can change between stays while the keyboard stays as it was: a
  /// bar that grows a line of text while the keyboard is up (its field taller, the messages
  /// above it pushed up). The median over all stays then shows the longer look, which the
  /// frames without the keyboard do not hold, and what matched its travel there was other
  /// content (a drawn chat whose bar grew by 22 pt read a bar 48 pt above the keyboard where it
  /// rests on it). A stay where the keyboard rests elsewhere (a suggestion strip shown, another
  /// keyboard) is not taken: its bar would be measured against another keyboard.
  static func sameKeyboardStay(
    _ first: (frames: [FrameEdges], model: MotionModel?, failure: MotionDetection.Failure?),
    store: ProfileStore, coarse: ProfileStore, factor: Int, states: ReferenceStates,
    usable: [[Int]?], width: Int, pixelsPerPoint: Double
  ) -> (frames: [FrameEdges], model: MotionModel?, failure: MotionDetection.Failure?)? {
    guard let model = first.model, let found = model.bar, !found.contradictsTravel,
      let stay = otherStay(
        store: store, states: states, usable: usable, pixelsPerPoint: pixelsPerPoint)
    else { return nil }
    var other = states
    other.upFrames = stay
    let second = analyse(
      store: store, coarse: coarse, factor: factor, states: other, usable: usable,
      width: width, pixelsPerPoint: pixelsPerPoint)
    guard let again = second.model, let bar = again.bar, !bar.contradictsTravel,
      abs(again.restingKeyboardTop - model.restingKeyboardTop) <= max(1, pixelsPerPoint)
    else { return nil }
    return second
  }

  /// The stay at rest up to register against instead of all of them, when the bar found
  /// against all of them contradicts its travel: of the stays with another look of the page
  /// (``ReferenceStates/upStays``), the one whose rows above the keyboard reappear best in the
  /// hidden frames (the highest ``RidingBar/score``), if it beats the reference of all of them.
  ///
  /// A keyboard rests up more than once (before an interactive drag hides it and after it comes
  /// back), and the page above it can move in between (the drag scrolls a chat): a median over
  /// stays with different pages shows neither page, and what rides on the keyboard is then not
  /// found. Which stays make the reference depends on the frame rate: a pause of two frames at
  /// 60 fps ends a motion run and leaves the stay before it out, the same pause is one frame at
  /// 30 fps and does not.
  static func otherStay(
    store: ProfileStore, states: ReferenceStates, usable: [[Int]?], pixelsPerPoint: Double
  ) -> [Int]? {
    guard !states.hiddenFrames.isEmpty, states.upStays.count > 1 else { return nil }
    let hidden = ProfileImage.median(of: store, frames: states.hiddenFrames)
    let lowest = states.lowestKeyboard.map { (store.frame($0.frame), $0.displacement) }
    func score(_ frames: [Int]) -> Double? {
      let reference = ProfileImage.median(of: store, frames: frames)
      guard
        let top = KeyboardTopFinder.find(
          reference: reference, hidden: hidden, pixelsPerPoint: pixelsPerPoint, lowest: lowest,
          usable: usable),
        let bar = RidingBarFinder.find(
          reference: reference, keyboardTop: top.row, hidden: hidden, lowest: lowest,
          pixelsPerPoint: pixelsPerPoint, usable: usable)
      else { return nil }
      return bar.score
    }
    let all = score(states.upFrames) ?? 0
    let best = states.upStays.compactMap { stay in score(stay).map { (stay, $0) } }
      .max { $0.1 < $1.1 }
    guard let best, best.1 > all else { return nil }
    return best.0
  }
}
