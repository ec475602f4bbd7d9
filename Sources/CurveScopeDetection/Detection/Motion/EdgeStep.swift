/// The comparisons one step of ``EdgeFollower`` makes between two frames' profiles.
enum EdgeStep {
  /// Levels of black in the luma range: a dimming overlay scales what is above it.
  static let black: Float = 16
  /// The brightness gains allowed between two frames (a dimmed screen, a glass panel's tint),
  /// kept near 1: with a free gain a few plain rows would match any plain rows.
  static let gains: ClosedRange<Float> = 0.8...1.25

  /// The mean difference of frame `from`'s `rows` shifted by `shift` against frame `to`, after
  /// the best brightness gain (above black) within ``gains``; strips a row leaves out (an
  /// overlay) in either frame are not compared. `nil` when nothing is compared.
  static func cost(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, to: Int, rows: Range<Int>, shift: Int
  ) -> Float? {
    guard
      let (gain, count) = fittedGain(store, usable, from: from, to: to, rows: rows, shift: shift)
    else { return nil }
    var sum: Float = 0
    forEachPair(store, usable, from: from, to: to, rows: rows, shift: shift) { _, template, frame in
      sum += abs(frame - gain * template)
    }
    return sum / Float(count)
  }

  /// Calls `body` with each strip compared and the two levels above black: frame `from`'s row
  /// `target - shift` and frame `to`'s row `target`, for each `target` in `rows` whose two rows
  /// lie in the frames, top to bottom; strips a row leaves out (an overlay) in either frame are
  /// passed over.
  @inline(__always)
  static func forEachPair(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, to: Int, rows: Range<Int>, shift: Int,
    _ body: (_ strip: Int, _ template: Float, _ frame: Float) -> Void
  ) {
    let strips = store.strips
    store.values.withUnsafeBufferPointer { values in
      let a = from * store.frameSize
      let b = to * store.frameSize
      for target in rows where target >= 0 && target < store.rows {
        let source = target - shift
        guard source >= 0, source < store.rows else { continue }
        for strip in 0..<strips where uses(usable, source, strip) && uses(usable, target, strip) {
          body(
            strip, Float(values[a + source * strips + strip]) - black,
            Float(values[b + target * strips + strip]) - black)
        }
      }
    }
  }

  /// The brightness gain (``gain(products:squares:)``) that best scales frame `from`'s `rows`
  /// shifted by `shift` onto frame `to`, over the strips ``forEachPair`` compares, and how many
  /// pairs it rests on; `nil` when nothing is compared.
  static func fittedGain(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, to: Int, rows: Range<Int>, shift: Int
  ) -> (gain: Float, count: Int)? {
    var products: Float = 0
    var squares: Float = 0
    var count = 0
    forEachPair(store, usable, from: from, to: to, rows: rows, shift: shift) { _, template, frame in
      products += template * frame
      squares += template * template
      count += 1
    }
    guard count > 0 else { return nil }
    return (gain(products: products, squares: squares), count)
  }

  /// The brightness gain that best scales a template onto a frame, from the sums of their
  /// products and of the template's squares, kept within ``gains`` (1 for a black template).
  static func gain(products: Float, squares: Float) -> Float {
    squares > 0 ? min(gains.upperBound, max(gains.lowerBound, products / squares)) : 1
  }

  /// Whether the rows just above `newEdge` in frame `to` continue the body's first row (frame
  /// `from`'s row `edge`) on at least half of them: the body would then reach higher, and the
  /// step slid along a plain stretch.
  static func continuesAbove(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, edge: Int, to: Int, newEdge: Int,
    rows: Int
  ) -> Bool {
    let above = (max(0, newEdge - rows)..<newEdge).filter { $0 < store.rows }
    guard !above.isEmpty else { return false }
    let continuing = above.filter { row in
      (cost(store, usable, from: from, to: to, rows: row..<(row + 1), shift: row - edge)
        ?? .infinity)
        < TemplateScorer.vetoTolerance
    }
    return 2 * continuing.count >= above.count
  }

  /// Whether `strip` of screen row `row` is compared.
  @inline(__always)
  static func uses(_ usable: [[Int]?], _ row: Int, _ strip: Int) -> Bool {
    guard row < usable.count, let list = usable[row] else { return true }
    return list.contains(strip)
  }

  /// The mean difference of frame `frame`'s `rows` against the same rows of `resting`, after
  /// the best brightness gain within ``gains``; `nil` when nothing is compared.
  static func restingCost(
    _ store: ProfileStore, _ usable: [[Int]?], frame: Int, resting: ProfileImage, rows: Range<Int>
  ) -> Float? {
    let strips = store.strips
    guard resting.rows == store.rows, resting.strips == strips else { return nil }
    return store.values.withUnsafeBufferPointer { values -> Float? in
      let start = frame * store.frameSize
      var products: Float = 0
      var squares: Float = 0
      var count = 0
      for row in rows where row >= 0 && row < store.rows {
        for strip in 0..<strips where uses(usable, row, strip) {
          let reference = resting[row, strip] - black
          products += reference * (Float(values[start + row * strips + strip]) - black)
          squares += reference * reference
          count += 1
        }
      }
      guard count > 0 else { return nil }
      let gain = gain(products: products, squares: squares)
      var sum: Float = 0
      for row in rows where row >= 0 && row < store.rows {
        for strip in 0..<strips where uses(usable, row, strip) {
          sum += abs(
            Float(values[start + row * strips + strip]) - black - gain
              * (resting[row, strip] - black))
        }
      }
      return sum / Float(count)
    }
  }
}
