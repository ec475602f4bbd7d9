import CurveScopeSupport

/// Follows the bar through every frame: its template rows (``RidingBar/templateRows``) are
/// registered at every shift from a twentieth of the screen above its resting place to its
/// travel plus a tenth of the screen below, using only the rows above the keyboard's top in
/// that frame (the keyboard covers the rest). The best shift is kept when its difference is
/// under 0.35 of the median over all shifts (a clear match, whatever the bar's look); a bar
/// whose lowest edge then lies under the keyboard is covered there (kept only under 0.2: an
/// inference, not a sight).
///
/// A bar resting on the keyboard that grows (lines of text added) no longer matches whole; it is
/// still seen on the keyboard when the rows just above the keyboard's edge are the bar's lowest
/// rows. A bar whose look changed (other text in its field, other content above it) is looked for
/// a second time, where the first look finds nothing, by its look in the frames without the
/// keyboard (``HiddenLook``).
///
/// Where the coarse registration's best shift holds nothing clear, the next places it ranks are
/// looked at, each kept only when clear; where a point is under two pixels, a doubtful match is
/// also tried with the template's rows blended by a fraction of a row (a frame that spreads the
/// bar's one-point edges over two rows), kept when it matches better.
struct BarTracker: Sendable {
  /// One frame's result.
  struct Sighting: Sendable {
    /// The bar's lowest edge (first row below it), fractional.
    var bottom: Double
    /// Best difference over the median difference of all shifts (0…1, lower is clearer).
    var ratio: Float
    /// Whether the edge lies under the keyboard.
    var covered: Bool
    /// Found by the bar's lowest rows resting on the keyboard (not the whole template).
    var byContact: Bool
    /// Found by the bar's look in the frames without the keyboard (``HiddenLook``).
    var byHiddenLook = false
    /// For a contact: whether the registration also placed the bar (or its covered edge) in
    /// that frame, though less clearly, near the keyboard or above a keyboard at rest.
    var contactRegistered = false
  }

  /// The largest ratio for a bar seen.
  static let seenRatio: Float = 0.35
  /// The largest ratio of a registration clear enough to keep over a contact on the keyboard.
  static let clearRatio: Float = 0.1
  /// The largest ratio for a covered bar's inferred edge.
  static let coveredRatio: Float = 0.2
  /// How many places besides the coarse registration's best shift are looked at when nothing
  /// clear is there.
  static let fallbackPlaces = 2
  /// The scale (pixels per point) under which a doubtful registration is also tried with the
  /// template's rows blended by a fraction of a row (``bestBlendedTemplateShift``).
  static let blendedTemplateScale = 2.0

  let store: ProfileStore
  let coarse: ProfileStore
  let factor: Int
  let reference: ProfileImage
  let bar: RidingBar
  let keyboardRestingTop: Double
  let pixelsPerPoint: Double
  /// The bar as the frames without the keyboard show it, when they do.
  var hiddenLook: HiddenLook? = nil
  /// The strips each frame row compares (`nil`: all; ``OverlayMask``), and the same for the
  /// coarse rows.
  var usable: [[Int]?] = []
  var coarseUsable: [[Int]?] = []

  /// The bar in every frame, given the keyboard's top there (`nil`: not in view).
  func track(keyboardTops: [Double?]) -> [Sighting?] {
    let rows = store.rows
    let template = reference.rows(bar.templateRows)
    let coarseTemplate = Self.coarsened(template, factor: factor)
    let guardRows = max(1, Int(pixelsPerPoint.rounded()))
    let shifts = (-rows / 20)...(bar.travel + rows / 10)
    // Each frame is looked at on its own, on every core.
    let tracker = self
    var out = ParallelMap.map(store.count) { frame -> Sighting? in
      let keyboard = keyboardTops[frame] ?? Double(rows)
      let limit = Int(keyboard.rounded(.down)) - guardRows
      var sighting = tracker.sight(
        frame: frame, template: template, coarseTemplate: coarseTemplate,
        templateTop: tracker.bar.templateRows.lowerBound, offset: 0, shifts: shifts,
        keyboard: keyboard, limit: limit)
      // A bar resting on the keyboard that is seen on its edge is there, whatever a few pixels
      // of a doubtful registration say (motion blur, a finger over its top edge); a clear one
      // (under a tenth of the median) that sees it above the keyboard places a bar a point or
      // two above the keyboard better. With the keyboard at rest, a doubtful registration
      // farther above it loses too: had the bar left the keyboard, the rows above the
      // keyboard's edge would show what lies under the bar, not the bar's lowest rows; the
      // template also holds content that rides above the bar, which a finger's drag scrolls.
      let atRest = Self.isAtRest(
        keyboardTops[frame], restingTop: tracker.keyboardRestingTop,
        pixelsPerPoint: tracker.pixelsPerPoint)
      if let onKeyboard = tracker.contact(frame: frame, keyboard: keyboardTops[frame]),
        sighting.map({
          let near = abs($0.bottom - keyboard) <= 6 * tracker.pixelsPerPoint
          let above = !$0.covered && atRest
          return (near || above) && ($0.covered || $0.ratio > Self.clearRatio)
        }) ?? true
      {
        var contact = onKeyboard
        contact.contactRegistered = sighting != nil
        sighting = contact
      }
      return sighting
    }
    guard let look = hiddenLook else { return out }
    func hiddenSighting(_ frame: Int) -> Sighting? {
      let keyboard = keyboardTops[frame] ?? Double(rows)
      var sighting = sight(
        frame: frame, template: look.template, coarseTemplate: look.coarseTemplate,
        templateTop: look.top, offset: bar.travel,
        shifts: (shifts.lowerBound - bar.travel)...(shifts.upperBound - bar.travel),
        keyboard: keyboard, limit: Int(keyboard.rounded(.down)) - guardRows)
      sighting?.byHiddenLook = true
      return sighting
    }
    guard Self.looksAgree(out, hiddenSighting, pixelsPerPoint: pixelsPerPoint) else {
      return out
    }
    for frame in out.indices {
      guard let found = out[frame] else {
        out[frame] = hiddenSighting(frame)
        continue
      }
      // A contact on a moving keyboard is kept only when the frame before leads to it; one the
      // other look registers in the same place stands on its own.
      let atRest = Self.isAtRest(
        keyboardTops[frame], restingTop: keyboardRestingTop, pixelsPerPoint: pixelsPerPoint)
      guard found.byContact, !atRest, let registered = hiddenSighting(frame),
        !registered.covered, abs(registered.bottom - found.bottom) <= pixelsPerPoint + 1
      else { continue }
      out[frame] = registered
    }
    return out
  }

  /// Whether the look of the frames without the keyboard places the bar where the look at rest
  /// does: on up to 64 frames spread over those where the look at rest sees it uncovered, the
  /// two must both see it on 3 or more, and within a point plus a pixel on three quarters of
  /// them. A look that cannot be checked so (the bar never seen by its look at rest) is not
  /// used: it could follow anything that moves with the keyboard.
  static func looksAgree(
    _ sightings: [Sighting?], _ other: (Int) -> Sighting?, pixelsPerPoint: Double
  ) -> Bool {
    let seen = sightings.indices.filter { sightings[$0].map { !$0.covered } ?? false }
    let step = max(1, seen.count / 64)
    var compared = 0
    var agreeing = 0
    for index in stride(from: 0, to: seen.count, by: step) {
      let frame = seen[index]
      guard let mine = sightings[frame], let theirs = other(frame), !theirs.covered else {
        continue
      }
      compared += 1
      if abs(mine.bottom - theirs.bottom) <= pixelsPerPoint + 1 { agreeing += 1 }
    }
    return compared >= 3 && 4 * agreeing >= 3 * compared
  }

  /// The bar registered in one frame by `template` (whose first row is `templateTop` and which
  /// is `offset` rows below the bar's place in the reference), if clear enough.
  ///
  /// The coarse registration's best shift is looked at first. When nothing clear is there, the
  /// next places where the coarse difference is least (``fallbackPlaces``) are looked at in
  /// turn: the best coarse shift can be one that leaves only a few of the template's rows above
  /// the keyboard (an edge that resembles another of the bar's edges), while the whole bar, seen
  /// a fraction of a row off in a frame at a pixel a point, lies a little farther from the
  /// template. Whatever the best shift finds stays as it was.
  private func sight(
    frame: Int, template: ProfileImage, coarseTemplate: ProfileImage, templateTop: Int,
    offset: Int, shifts: ClosedRange<Int>, keyboard: Double, limit: Int
  ) -> Sighting? {
    let costs = Self.shiftCosts(
      coarse, frame: frame, template: coarseTemplate, templateTop: templateTop / factor,
      shifts: (shifts.lowerBound / factor)...(shifts.upperBound / factor), limit: limit / factor,
      usable: coarseUsable)
    guard let median = Self.median(costs.map(\.cost)) else { return nil }
    let places = Self.places(costs, count: 1 + Self.fallbackPlaces)
    for (position, center) in places.enumerated() {
      if let found = sight(
        frame: frame, template: template, templateTop: templateTop, offset: offset,
        center: center * factor, median: median, keyboard: keyboard, limit: limit),
        position == 0 || found.ratio <= Self.clearRatio
      {
        return found
      }
    }
    return nil
  }

  /// The bar registered in one frame by `template` within a coarse row of `center`, its ratio
  /// taken over the coarse registration's `median`, if clear enough.
  private func sight(
    frame: Int, template: ProfileImage, templateTop: Int, offset: Int, center: Int,
    median: Float, keyboard: Double, limit: Int
  ) -> Sighting? {
    guard
      let fine = Self.bestShift(
        store, frame: frame, template: template, templateTop: templateTop,
        shifts: (center - factor - 1)...(center + factor + 1), limit: limit, usable: usable)
    else { return nil }
    func judged(shift: Double, cost: Float) -> Sighting? {
      let ratio = cost / max(median, 1e-3)
      let bottom = bar.bottom + Double(offset) + shift
      let covered = bottom > keyboard + pixelsPerPoint
      let start = templateTop + Int(shift.rounded(.down))
      let visible = min(limit, start + template.rows) - start
      guard ratio <= (covered ? Self.coveredRatio : Self.seenRatio), cost <= 16,
        !covered || 2 * visible >= template.rows
      else { return nil }
      return Sighting(bottom: bottom, ratio: ratio, covered: covered, byContact: false)
    }
    // Whole rows first; a bar that moved by a fraction of a row (a downscaled copy, a GIF at a
    // pixel a point) blends its edge rows and fails at whole rows: only then are quarter rows
    // tried, so whatever whole rows find stays as it was.
    var found = judged(shift: Double(fine.shift), cost: fine.cost)
    if found == nil,
      let quarter = Self.bestQuarterShift(
        store, frame: frame, template: template, templateTop: templateTop,
        around: fine.shift, limit: limit, usable: usable)
    {
      found = judged(shift: quarter.shift, cost: quarter.cost)
    }
    // Where a point is under two pixels, a match that is not clear (over a tenth of the median)
    // may be a frame that spreads the bar's one-point edges over two rows where the reference
    // shows them sharp: the reference's rows blended by a fraction of a row are tried, and kept
    // only when they match better. A clear match, and a frame where nothing matched, stay as
    // they were; at two pixels a point or more an edge keeps rows of its own whatever the
    // fraction.
    if pixelsPerPoint < Self.blendedTemplateScale, let whole = found,
      whole.ratio > Self.clearRatio,
      let blended = Self.bestBlendedTemplateShift(
        store, frame: frame, template: template, templateTop: templateTop,
        around: fine.shift, limit: limit, usable: usable),
      let sighting = judged(shift: blended.shift, cost: blended.cost),
      sighting.ratio < whole.ratio
    {
      found = sighting
    }
    return found
  }

  /// `factor` rows averaged into one.
  static func coarsened(_ image: ProfileImage, factor: Int) -> ProfileImage {
    let rows = image.rows / factor
    var values = [Float](repeating: 0, count: rows * image.strips)
    for row in 0..<rows {
      for inner in 0..<factor {
        for strip in 0..<image.strips {
          values[row * image.strips + strip] += image[row * factor + inner, strip] / Float(factor)
        }
      }
    }
    return ProfileImage(rows: rows, strips: image.strips, values: values)
  }
}
