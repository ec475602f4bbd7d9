extension MotionAnalysis {
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
