extension BarTracker {
  /// The sightings without covered ones that stray from the bar's path: a covered bar's inferred
  /// edge must lie near the line between the nearest frames before and after it (within 4
  /// frames) where the bar is seen uncovered, within half their distance or 3 points; an
  /// inference off that line matched something else.
  static func withoutStrayCovers(_ sightings: [Sighting?], pixelsPerPoint: Double) -> [Sighting?] {
    func seen(_ index: Int) -> Bool { sightings[index].map { !$0.covered } ?? false }
    var kept = sightings
    for index in sightings.indices {
      guard let sighting = sightings[index], sighting.covered else { continue }
      let before = (max(0, index - 4)..<index).reversed().first(where: seen)
      let after = ((index + 1)..<min(sightings.count, index + 5)).first(where: seen)
      guard let before, let after, let first = sightings[before], let last = sightings[after]
      else { continue }
      let fraction = Double(index - before) / Double(after - before)
      let expected = first.bottom + fraction * (last.bottom - first.bottom)
      let allowed = max(3 * pixelsPerPoint, 0.5 * abs(last.bottom - first.bottom))
      if abs(sighting.bottom - expected) > allowed { kept[index] = nil }
    }
    return kept
  }

  /// The sightings, or none when they contradict the bar's travel: in the frames without the
  /// keyboard the bar rests `travel` rows below its place on the keyboard. When most of those
  /// frames where it is registered place it elsewhere (more than 3 points off), the rows found
  /// to move with the keyboard are not what the registration follows (a look that recurs in the
  /// app's content, or hidden frames that are not the bar's resting place), and no frame's bar
  /// is reported.
  static func consistentWithTravel(
    _ sightings: [Sighting?], bar: RidingBar, hiddenFrames: [Int], pixelsPerPoint: Double
  ) -> [Sighting?] {
    let expected = bar.bottom + Double(bar.travel)
    // The look of the frames without the keyboard is found there by construction: only the
    // look at rest with the keyboard up tells whether the bar travels as found.
    let seen = hiddenFrames.compactMap { $0 < sightings.count ? sightings[$0] : nil }
      .filter { !$0.covered && !$0.byHiddenLook }
    let off = seen.filter { abs($0.bottom - expected) > 3 * max(1, pixelsPerPoint) }
    guard 2 * off.count > seen.count else { return sightings }
    return sightings.map { _ in nil }
  }

  /// The sightings without contacts that nothing leads to: a bar read as resting on the
  /// keyboard is kept where the keyboard is at its resting place (within a point), or where the
  /// frame before shows the bar above the keyboard. A contact after frames where the bar was
  /// covered or not seen is more likely the top of a bar still under the keyboard (a hairline
  /// over plain rows, much like its bottom).
  ///
  /// A contact that the registration does not back (it placed the bar nowhere) must also be led
  /// by a bar that rode the keyboard: within 6 points of the keyboard on the frame before, or
  /// within 6 points of where the contact puts it. One after a frame where the bar rested far
  /// from the keyboard (on the screen's bottom with the keyboard hidden) would have the bar jump
  /// onto the keyboard between two frames while its whole look is nowhere in view: the plain
  /// rows of its lowest points match a page of their level as well (a dark bar over a dark
  /// page that the rising keyboard covers).
  static func withoutUnledContacts(
    _ sightings: [Sighting?], keyboardTops: [Double?], restingTop: Double,
    pixelsPerPoint: Double
  ) -> [Sighting?] {
    let riding = 6 * pixelsPerPoint
    var kept = sightings
    for index in sightings.indices {
      guard let sighting = sightings[index], sighting.byContact, index > 0 else { continue }
      let atRest = isAtRest(
        keyboardTops[index], restingTop: restingTop, pixelsPerPoint: pixelsPerPoint)
      guard !atRest else { continue }
      if !isLed(
        sighting, by: kept[index - 1], keyboardBefore: keyboardTops[index - 1], riding: riding)
      {
        kept[index] = nil
      }
    }
    return kept
  }

  /// Whether the frame before's sighting `before` leads to `contact`: a bar seen above the
  /// keyboard there, and, for a contact the registration does not back, riding the keyboard
  /// (within `riding` rows of that frame's keyboard, `keyboardBefore`) or within `riding` rows
  /// of where the contact puts it.
  static func isLed(
    _ contact: Sighting, by before: Sighting?, keyboardBefore: Double?, riding: Double
  ) -> Bool {
    guard let before, !before.covered else { return false }
    if contact.contactRegistered { return true }
    if let keyboard = keyboardBefore, abs(before.bottom - keyboard) <= riding { return true }
    return abs(before.bottom - contact.bottom) <= riding
  }

  /// Whether a keyboard placed at `top` (`nil`: not placed) is at its resting place: within a
  /// point of `restingTop`, and at least a row.
  static func isAtRest(_ top: Double?, restingTop: Double, pixelsPerPoint: Double) -> Bool {
    top.map { abs($0 - restingTop) <= max(1, pixelsPerPoint) } ?? false
  }
}
