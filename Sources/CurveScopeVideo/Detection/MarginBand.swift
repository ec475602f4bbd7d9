/// A run of rows whose margins show one colour: the keyboard's background, the bar's, the app's,
/// a hairline. Bands are what the detector reasons about.
struct MarginBand {
  /// First row (absolute, in the frame).
  var top: Int
  /// Row after the last (absolute).
  var bottom: Int
  /// Mean margin colour.
  var color: ColorSample
  /// Whether the left and right margins agree over the band (a full-width surface).
  var agrees: Bool
  /// Rows holding structure (text field, buttons, text, keys).
  var structuredRows: Int
  /// The first structured row (absolute), if any.
  var firstStructuredRow: Int?
  /// Runs of key-cap rows (absolute row ranges).
  var keyCapRuns: [Range<Int>]
  /// The widest run of something other than the margin colour along any row, as a fraction of
  /// the row (a text field's border spans half the width or more; key caps do not).
  var widestRun: Float
  /// The rows (absolute) holding a run of 45 % of the width or more (a text field's border, a
  /// space bar, a row blended across an edge).
  var wideRows: [Int]
  /// Sums of the left and right margin colours (for merging and agreement).
  fileprivate var leftSum: ColorSample
  fileprivate var rightSum: ColorSample

  /// Height in rows.
  var height: Int { bottom - top }

  /// Mean left and right margins differing by more than this are not one surface.
  static let agreement: Float = 6

  /// Splits a profile into bands, from the top of its region down.
  ///
  /// A row joins the band above when its colour is within 4 levels of the previous row's and
  /// of the band's mean (slow gradients split, compression noise does not). Then noise is
  /// folded back in: neighbouring bands within 2.5 levels merge, and a band of one or two rows
  /// between two bands of one colour merges with them unless it differs by 6 levels or more
  /// (a hairline does; a compression artefact does not).
  static func bands(of profile: RowProfile) -> [MarginBand] {
    let rows = profile.region.height
    guard rows > 0 else { return [] }
    var bands: [MarginBand] = []
    var start = 0
    var sum = ColorSample(y: 0, cb: 0, cr: 0)
    for index in 0...rows {
      if index < rows, index > start {
        let color = profile.margin[index]
        let count = Float(index - start)
        let mean = ColorSample(y: sum.y / count, cb: sum.cb / count, cr: sum.cr / count)
        if color.distance(to: profile.margin[index - 1]) <= 4, color.distance(to: mean) <= 4 {
          sum.add(color)
          continue
        }
      }
      if index > start {
        bands.append(band(profile, rows: start..<index))
        start = index
        sum = ColorSample(y: 0, cb: 0, cr: 0)
      }
      if index < rows { sum.add(profile.margin[index]) }
    }
    return merged(bands, profile: profile)
  }

  /// Folds noise bands back into their neighbours (see ``bands(of:)``): neighbours within 2.5
  /// levels merge, and so do two bands of one colour with up to three rows of thin bands
  /// between them within 6 levels of it (noise); a line of more contrast (a hairline) stays.
  private static func merged(_ input: [MarginBand], profile: RowProfile) -> [MarginBand] {
    var bands = input
    var index = 0
    while index < bands.count - 1 {
      let current = bands[index]
      if current.color.distance(to: bands[index + 1].color) <= 2.5 {
        bands[index] = band(
          profile, rows: relative(current.top, profile)..<relative(bands[index + 1].bottom, profile)
        )
        bands.remove(at: index + 1)
        continue
      }
      var next = index + 1
      var thinRows = 0
      var noise = true
      while next < bands.count - 1, bands[next].height <= 2, thinRows + bands[next].height <= 3 {
        thinRows += bands[next].height
        noise = noise && bands[next].color.distance(to: current.color) < 6
        next += 1
      }
      if next > index + 1, next < bands.count, noise,
        current.color.distance(to: bands[next].color) <= 3
      {
        bands[index] = band(
          profile, rows: relative(current.top, profile)..<relative(bands[next].bottom, profile))
        bands.removeSubrange((index + 1)...next)
        continue
      }
      index += 1
    }
    return bands
  }

  /// Whether only one margin differs from `surroundings` (the other within 3 levels of it).
  func isOneSided(against surroundings: ColorSample) -> Bool {
    let count = Float(height)
    let leftDistance = leftSum.scaled(1 / count).distance(to: surroundings)
    let rightDistance = rightSum.scaled(1 / count).distance(to: surroundings)
    return min(leftDistance, rightDistance) <= 3 && max(leftDistance, rightDistance) > 3
  }

  private static func relative(_ row: Int, _ profile: RowProfile) -> Int {
    row - profile.region.y
  }

  /// The band over profile rows `rows` (relative to the region).
  private static func band(_ profile: RowProfile, rows: Range<Int>) -> MarginBand {
    var band = MarginBand(
      top: profile.region.y + rows.lowerBound, bottom: profile.region.y + rows.upperBound,
      color: ColorSample(y: 0, cb: 0, cr: 0), agrees: true, structuredRows: 0,
      firstStructuredRow: nil, keyCapRuns: [], widestRun: 0, wideRows: [],
      leftSum: ColorSample(y: 0, cb: 0, cr: 0), rightSum: ColorSample(y: 0, cb: 0, cr: 0))
    var total = ColorSample(y: 0, cb: 0, cr: 0)
    var runStart: Int?
    for index in rows {
      total.add(profile.margin[index])
      band.leftSum.add(profile.left[index])
      band.rightSum.add(profile.right[index])
      band.widestRun = max(band.widestRun, profile.widest[index])
      if profile.widest[index] >= 0.45 { band.wideRows.append(profile.region.y + index) }
      if profile.isStructured(index) {
        band.structuredRows += 1
        if band.firstStructuredRow == nil { band.firstStructuredRow = profile.region.y + index }
      }
      if profile.isKeyCapRow(index) {
        if runStart == nil { runStart = index }
      } else if let first = runStart {
        band.keyCapRuns.append((profile.region.y + first)..<(profile.region.y + index))
        runStart = nil
      }
    }
    if let first = runStart {
      band.keyCapRuns.append((profile.region.y + first)..<(profile.region.y + rows.upperBound))
    }
    let count = Float(rows.count)
    band.color = total.scaled(1 / count)
    band.agrees =
      band.leftSum.scaled(1 / count).distance(to: band.rightSum.scaled(1 / count)) <= agreement
    return band
  }
}

extension ColorSample {
  /// Adds another sample, channel by channel.
  mutating func add(_ other: ColorSample) {
    y += other.y
    cb += other.cb
    cr += other.cr
  }

  /// Every channel times `factor`.
  func scaled(_ factor: Float) -> ColorSample {
    ColorSample(y: y * factor, cb: cb * factor, cr: cr * factor)
  }
}
