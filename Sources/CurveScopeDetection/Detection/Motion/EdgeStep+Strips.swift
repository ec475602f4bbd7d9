extension EdgeStep {
  /// The median over strips of the mean difference of frame `from`'s `rows` shifted by `shift`
  /// against frame `to`, after the best brightness gain (above black) within ``gains`` over all
  /// of them; strips a row leaves out (an overlay) in either frame are not compared. A minority
  /// of strips that do not move with the rest (a rounded screen corner's black, a static badge)
  /// do not decide it. `nil` when nothing is compared.
  static func medianStripCost(
    _ store: ProfileStore, _ usable: [[Int]?], from: Int, to: Int, rows: Range<Int>, shift: Int
  ) -> Float? {
    let strips = store.strips
    return store.values.withUnsafeBufferPointer { values -> Float? in
      let a = from * store.frameSize
      let b = to * store.frameSize
      var products: Float = 0
      var squares: Float = 0
      var pairs: [(strip: Int, template: Float, frame: Float)] = []
      for target in rows {
        let source = target - shift
        guard source >= 0, source < store.rows, target >= 0, target < store.rows else {
          continue
        }
        for strip in 0..<strips where uses(usable, source, strip) && uses(usable, target, strip) {
          let template = Float(values[a + source * strips + strip]) - black
          let frame = Float(values[b + target * strips + strip]) - black
          products += template * frame
          squares += template * template
          pairs.append((strip, template, frame))
        }
      }
      guard !pairs.isEmpty else { return nil }
      let gain = squares > 0 ? min(gains.upperBound, max(gains.lowerBound, products / squares)) : 1
      var sums = [Float](repeating: 0, count: strips)
      var counts = [Int](repeating: 0, count: strips)
      for pair in pairs {
        sums[pair.strip] += abs(pair.frame - gain * pair.template)
        counts[pair.strip] += 1
      }
      let means = (0..<strips).filter { counts[$0] > 0 }.map { sums[$0] / Float(counts[$0]) }
        .sorted()
      return means[means.count / 2]
    }
  }
}
