extension BarTracker {
  /// The bar resting on the keyboard by its lowest 4 points of rows, when it touches the
  /// keyboard in the reference (compared on the best three quarters of the strips).
  ///
  /// The keyboard's placement in a frame can be a row off where a point is about a pixel (a
  /// downscaled copy, a GIF): its top rows blend with the bar's, and the best registration of
  /// the panel below them moves by a row from frame to frame while neither moves. The bar's
  /// rows are looked for at the keyboard's placement first, then up to a point (at least a
  /// row) above or below it in quarter rows (the frame's rows interpolated), nearest first; the
  /// bar found so still rests on the keyboard, and its edge is the keyboard's (a gap or an
  /// overlap of a point or less is under any tolerance).
  func contact(frame: Int, keyboard: Double?) -> Sighting? {
    guard bar.touchesKeyboard, let keyboard else { return nil }
    let height = max(2, Int((4 * pixelsPerPoint).rounded()))
    let frameEnd = Int(keyboard.rounded())
    let referenceEnd = Int(keyboardRestingTop.rounded())
    guard frameEnd - height >= 0, referenceEnd - height >= 0, frameEnd <= store.rows else {
      return nil
    }
    let image = store.frame(frame)
    let reach = max(4, 4 * Int(pixelsPerPoint.rounded()))
    let quarters = (-reach...reach).sorted { abs($0) < abs($1) || (abs($0) == abs($1) && $0 < $1) }
    for quarter in quarters {
      if let difference = Self.contactDifference(
        image, reference, frameEnd: frameEnd, referenceEnd: referenceEnd, height: height,
        shift: Double(quarter) / 4),
        difference < RowEvidence.tolerance
      {
        return Sighting(bottom: keyboard, ratio: Self.seenRatio, covered: false, byContact: true)
      }
    }
    return nil
  }

  /// Mean difference of the reference's `height` rows above `referenceEnd` and the frame's rows
  /// above `frameEnd + shift` (a fractional shift interpolates the frame's rows), on the best
  /// three quarters of the strips (a key's popup or a finger over a quarter of the width does
  /// not hide the bar); `nil` when those rows are not all in the frame.
  static func contactDifference(
    _ image: ProfileImage, _ reference: ProfileImage, frameEnd: Int, referenceEnd: Int,
    height: Int, shift: Double
  ) -> Float? {
    let whole = Int(shift.rounded(.down))
    let fraction = Float(shift - Double(whole))
    let first = frameEnd + whole - height
    let last = frameEnd + whole - 1 + (fraction > 0 ? 1 : 0)
    guard first >= 0, last < image.rows else { return nil }
    let strips = min(image.strips, reference.strips)
    var differences = [Float](repeating: 0, count: strips)
    for offset in 1...height {
      let row = frameEnd + whole - offset
      for strip in 0..<strips {
        differences[strip] += abs(
          image.level(row, strip, fraction: fraction) - reference[referenceEnd - offset, strip])
      }
    }
    let kept = differences.sorted().prefix(max(1, strips - strips / 4))
    return kept.reduce(0, +) / Float(kept.count * height)
  }
}
