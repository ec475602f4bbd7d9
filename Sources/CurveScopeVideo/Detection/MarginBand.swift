/// A run of rows whose margins show one colour: the keyboard's background, the bar's, the app's,
/// a hairline. Bands are what the detector reasons about.
struct MarginBand {
  /// First row (absolute, in the frame).
  var top: Int
  /// Row after the last (absolute).
  var bottom: Int
  /// Mean margin colour.
  var color: ColorSample
  /// Whether left and right margins agree (a full-width band).
  var agrees: Bool
  /// Rows holding structure (text field, buttons, text, keys).
  var structuredRows: Int
  /// The first structured row (absolute), if any.
  var firstStructuredRow: Int?
  /// Runs of key-cap rows (absolute row ranges).
  var keyCapRuns: [Range<Int>]

  /// Height in rows.
  var height: Int { bottom - top }

  /// Splits a profile into bands, from the top of its region down.
  ///
  /// A row joins the band above when its margins agree as the band's do, its colour is within
  /// 3 levels of the previous row's and within 4 of the band's mean (slow gradients split,
  /// compression noise does not).
  static func bands(of profile: RowProfile) -> [MarginBand] {
    var bands: [MarginBand] = []
    let rows = profile.region.height
    guard rows > 0 else { return [] }
    var start = 0
    var sum = (y: Float(0), cb: Float(0), cr: Float(0))
    func close(_ end: Int) {
      let count = Float(end - start)
      var band = MarginBand(
        top: profile.region.y + start, bottom: profile.region.y + end,
        color: ColorSample(y: sum.y / count, cb: sum.cb / count, cr: sum.cr / count),
        agrees: profile.marginsAgree[start], structuredRows: 0, firstStructuredRow: nil,
        keyCapRuns: [])
      var runStart: Int?
      for index in start..<end {
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
        band.keyCapRuns.append((profile.region.y + first)..<(profile.region.y + end))
      }
      bands.append(band)
    }
    for index in 0..<rows {
      let color = profile.margin[index]
      if index > start {
        let count = Float(index - start)
        let mean = ColorSample(y: sum.y / count, cb: sum.cb / count, cr: sum.cr / count)
        let joins =
          profile.marginsAgree[index] == profile.marginsAgree[start]
          && color.distance(to: profile.margin[index - 1]) <= 3 && color.distance(to: mean) <= 4
        if !joins {
          close(index)
          start = index
          sum = (0, 0, 0)
        }
      }
      sum.y += color.y
      sum.cb += color.cb
      sum.cr += color.cr
    }
    close(rows)
    return bands
  }
}
