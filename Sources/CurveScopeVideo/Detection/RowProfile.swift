/// Per-row statistics of a frame, the only pass over its pixels the detector makes.
///
/// For every row of the region: the colour of its left and right margins (1 pt next to the
/// outermost three pixels,
/// where full-width things — keyboard, input bar, app background — show and content rarely
/// does), whether the two margins agree, and, along the row (luma sampled every few pixels),
/// the fraction of samples matching the margins' luma, the number of runs that do not (key
/// caps, buttons, text) and the widest such run.
struct RowProfile {
  /// The region examined.
  let region: PixelRect
  /// Margin colour per row: mean of both margins (Y', Cb, Cr).
  private(set) var margin: [ColorSample]
  /// Left margin colour per row.
  private(set) var left: [ColorSample]
  /// Right margin colour per row.
  private(set) var right: [ColorSample]
  /// Fraction of samples within the luma tolerance of the margin, 0…1.
  private(set) var background: [Float]
  /// Runs of non-margin samples at least `minimumRun` long.
  private(set) var segments: [Int]
  /// The widest such run as a fraction of the row, 0…1.
  private(set) var widest: [Float]

  /// Luma difference from the margin that counts as "something else", in 8-bit levels.
  static let lumaTolerance = 6

  /// Profiles `image` within `region` at `scale` pixels per point.
  init(image: YCbCrImage, region: PixelRect, scale: Double) {
    self.region = region
    let rows = region.height
    margin = [ColorSample](repeating: ColorSample(y: 0, cb: 0, cr: 0), count: rows)
    left = margin
    right = margin
    background = [Float](repeating: 0, count: rows)
    segments = [Int](repeating: 0, count: rows)
    widest = [Float](repeating: 0, count: rows)
    // The margins skip the outermost 3 pixels (encoders pad odd sizes with a black column and
    // ring next to it; some recordings carry a dark border) and cover the next 1 pt, clear of
    // key caps (3 pt in) and of compression ringing around them.
    let inset = region.width >= 200 ? 3 : 0
    let marginWidth = max(2, min(region.width / 8, Int(scale.rounded())))
    let step = max(1, Int(scale.rounded()))
    let minimumRun = max(1, Int((1.5 * scale / Double(step)).rounded()))
    let interiorStart = region.x + inset + marginWidth
    let interiorEnd = region.x + region.width - inset - marginWidth
    let loopCount = max(0, (interiorEnd - interiorStart + step - 1) / step)
    let sampleCount = max(1, loopCount)
    let interiorPixels = interiorEnd - interiorStart
    let width = image.width
    let chromaWidth = image.chromaWidth
    image.luma.withUnsafeBufferPointer { luma in
      // (An image has at least one pixel: the planes are never empty.)
      guard let lumaBase = luma.baseAddress else { return }
      image.blueDifference.withUnsafeBufferPointer { blue in
        image.redDifference.withUnsafeBufferPointer { red in
          for index in 0..<rows {
            let y = region.y + index
            let row = y * width
            let chromaRow = (y / 2) * chromaWidth
            let left = Self.mean(
              luma, blue, red, row: row, chromaRow: chromaRow, from: region.x + inset,
              to: region.x + inset + marginWidth)
            let right = Self.mean(
              luma, blue, red, row: row, chromaRow: chromaRow,
              from: region.x + region.width - inset - marginWidth,
              to: region.x + region.width - inset)
            let both = ColorSample(
              y: (left.y + right.y) / 2, cb: (left.cb + right.cb) / 2, cr: (left.cr + right.cr) / 2)
            margin[index] = both
            self.left[index] = left
            self.right[index] = right
            let reference = Int(both.y.rounded())
            var matching = 0
            var runs = 0
            var run = 0
            var widestRun = 0
            // Runs of 16 samples whose pixels all lie within the tolerance (plain background,
            // most of a screen) are taken at once, checked 16 pixels at a time; the others go
            // sample by sample, branch-free (text and key caps make branches unpredictable): a
            // sample within the tolerance ends the run before it (counted when long enough);
            // the widest run is the largest value `run` takes, whenever it is read.
            let low = SIMD16<UInt8>(repeating: UInt8(clamping: reference - Self.lumaTolerance))
            let high = SIMD16<UInt8>(repeating: UInt8(clamping: reference + Self.lumaTolerance))
            let first = lumaBase + row + interiorStart
            let count = loopCount
            var sample = 0
            while sample < count {
              if sample + 16 <= count, (sample + 16) * step <= interiorPixels {
                var offset = sample * step
                let end = offset + 16 * step
                var plain = true
                while offset < end {
                  let pixels = UnsafeRawPointer(first + offset).loadUnaligned(
                    as: SIMD16<UInt8>.self)
                  if any((pixels .< low) .| (pixels .> high)) {
                    plain = false
                    break
                  }
                  offset += 16
                }
                if plain {
                  matching &+= 16
                  if run >= minimumRun { runs &+= 1 }
                  widestRun = max(widestRun, run)
                  run = 0
                  sample &+= 16
                  continue
                }
              }
              let stop = min(count, sample + 16)
              while sample < stop {
                let difference = Int(first[sample &* step]) &- reference
                let matches =
                  UInt(bitPattern: difference &+ Self.lumaTolerance)
                    <= UInt(2 * Self.lumaTolerance) ? 1 : 0
                matching &+= matches
                runs &+= matches & (run >= minimumRun ? 1 : 0)
                widestRun = max(widestRun, run)
                run = (run &+ 1) &* (1 &- matches)
                sample &+= 1
              }
            }
            if run >= minimumRun { runs += 1 }
            widestRun = max(widestRun, run)
            background[index] = Float(matching) / Float(sampleCount)
            segments[index] = runs
            widest[index] = Float(widestRun) / Float(sampleCount)
          }
        }
      }
    }
  }

  /// Mean colour of a row's pixels in [from, to).
  private static func mean(
    _ luma: UnsafeBufferPointer<UInt8>, _ blue: UnsafeBufferPointer<UInt8>,
    _ red: UnsafeBufferPointer<UInt8>, row: Int, chromaRow: Int, from: Int, to: Int
  ) -> ColorSample {
    var sumY = 0
    for x in from..<to { sumY += Int(luma[row + x]) }
    var sumB = 0
    var sumR = 0
    let chromaFrom = from / 2
    let chromaTo = max(chromaFrom + 1, (to + 1) / 2)
    for x in chromaFrom..<chromaTo {
      sumB += Int(blue[chromaRow + x])
      sumR += Int(red[chromaRow + x])
    }
    let count = Float(to - from)
    let chromaCount = Float(chromaTo - chromaFrom)
    return ColorSample(
      y: Float(sumY) / count, cb: Float(sumB) / chromaCount, cr: Float(sumR) / chromaCount)
  }

  /// Whether row `index` looks like a row of key caps: several narrow things across it.
  func isKeyCapRow(_ index: Int) -> Bool {
    segments[index] >= 5 && widest[index] <= 0.25 && background[index] < 0.75
  }

  /// Whether row `index` holds something other than its margin colour across a good part of
  /// its width, or several separate things (a text field, buttons, text).
  func isStructured(_ index: Int) -> Bool {
    background[index] < 0.8 || segments[index] >= 2
  }
}
