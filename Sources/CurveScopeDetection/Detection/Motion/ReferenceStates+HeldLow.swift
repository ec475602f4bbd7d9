/// A keyboard dragged lower than the band the motion is read on: the frames at the drag's
/// lowest looked at again as a keyboard held low instead of hidden.
extension ReferenceStates {
  /// These states with the frames taken for the keyboard hidden looked at again as a keyboard
  /// held low, `nil` when none shows the reference's rows where its run's travel took them.
  ///
  /// The band the motion is read on (the screen's 72–97 %) is all a frame's keyboard is looked
  /// for in; a keyboard dragged farther down than the band is tall leaves none of the band's
  /// rows of the reference in it, and reads as hidden. A recording cropped to the screen's
  /// lower part (its keyboard then 63 % of the frame) or with its status bar cut away, of an
  /// Android keyboard dragged 278 px down and back, so found a "keyboard" 159 px tall and was
  /// refused. Here each such frame's band is registered against the reference's rows above the
  /// band too, within 3 coarse rows of the run's travel: the frame whose rows match (within 3
  /// levels, with structure) farthest down is the keyboard held lowest, and nothing is hidden.
  /// Only tried when the keyboard found with the frames hidden is too small to be one: a chat
  /// whose page scrolls by the keyboard's height as it hides shows the page's rows displaced
  /// the same way, and the keyboard there is hidden.
  func heldLow(coarse: ProfileStore, factor: Int) -> ReferenceStates? {
    guard !hiddenAtRunEnds.isEmpty else { return nil }
    let band = BandMotion.band(rows: coarse.rows)
    let reference = ProfileImage.median(of: coarse, frames: upFrames)
    var lowest = lowestKeyboard
    for (frame, travel) in hiddenAtRunEnds {
      let expected = travel / max(1, factor)
      guard
        let match = Self.displacedMatch(
          coarse: coarse, frame: frame, reference: reference, band: band,
          shifts: (expected - 3)...(expected + 3)),
        match.cost < 3, match.shift * factor > (lowest?.displacement ?? 0)
      else { continue }
      lowest = (frame, match.shift * factor)
    }
    guard let lowest, lowest.displacement > (lowestKeyboard?.displacement ?? 0) else {
      return nil
    }
    var states = self
    states.hiddenFrames = []
    states.lowestKeyboard = lowest
    states.hiddenAtRunEnds = []
    return states
  }

  /// The shift among `shifts` (coarse rows, down) at which a frame's band best matches the
  /// reference's rows that far above it, wherever they lie (above the band too), with its mean
  /// difference; only shifts that leave a tenth of the band's rows matched, with structure.
  static func displacedMatch(
    coarse: ProfileStore, frame: Int, reference: ProfileImage, band: Range<Int>,
    shifts: ClosedRange<Int>
  ) -> (shift: Int, cost: Float)? {
    bestShift(
      coarse: coarse, frame: frame, reference: reference, minimum: max(1, band.count / 10),
      shifts: shifts.filter { $0 > 0 }
    ) { shift in (max(band.lowerBound, shift), min(band.upperBound, coarse.rows)) }
  }
}
