extension BarTracker {
  /// The shift with the least mean difference over the template rows above `limit`, and the
  /// median difference over all shifts tried (on the strips `usable` keeps per frame row).
  static func bestShift(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    shifts: ClosedRange<Int>, limit: Int, usable: [[Int]?] = []
  ) -> (shift: Int, cost: Float, median: Float)? {
    let costs = shiftCosts(
      profiles, frame: frame, template: template, templateTop: templateTop, shifts: shifts,
      limit: limit, usable: usable)
    guard let best = places(costs, count: 1).first, let median = median(costs.map(\.cost)),
      let cost = costs.first(where: { $0.shift == best })?.cost
    else { return nil }
    return (best, cost, median)
  }

  /// The mean difference over the template rows above `limit` at every shift that leaves 3
  /// tenths of them (at least 2) in view, in order of shift. A frame row compares the strips
  /// `usable` lists for it (all when it lists none): a static overlay (the home indicator over
  /// a bar resting on the screen's bottom) is left out, as the keyboard's registration does.
  static func shiftCosts(
    _ profiles: ProfileStore, frame: Int, template: ProfileImage, templateTop: Int,
    shifts: ClosedRange<Int>, limit: Int, usable: [[Int]?] = []
  ) -> [(shift: Int, cost: Float)] {
    let strips = profiles.strips
    let rows = profiles.rows
    let minimum = max(2, template.rows * 3 / 10)
    var costs: [(shift: Int, cost: Float)] = []
    profiles.values.withUnsafeBufferPointer { values in
      template.values.withUnsafeBufferPointer { cells in
        let start = frame * profiles.frameSize
        for shift in shifts {
          let first = max(0, -(templateTop + shift))
          let last = min(template.rows, min(rows, limit) - (templateTop + shift))
          guard last - first >= minimum else { continue }
          var sum: Float = 0
          var count = 0
          for row in first..<last {
            let frameRow = templateTop + shift + row
            let a = start + frameRow * strips
            let b = row * strips
            if frameRow < usable.count, let list = usable[frameRow] {
              for strip in list where strip < strips {
                sum += abs(Float(values[a + strip]) - cells[b + strip])
                count += 1
              }
            } else {
              for strip in 0..<strips { sum += abs(Float(values[a + strip]) - cells[b + strip]) }
              count += strips
            }
          }
          guard count > 0 else { continue }
          costs.append((shift, sum / Float(count)))
        }
      }
    }
    return costs
  }

  /// The middle of `values` (the upper one of an even count), `nil` when there are none.
  static func median(_ values: [Float]) -> Float? {
    guard !values.isEmpty else { return nil }
    return values.sorted()[values.count / 2]
  }

  /// Up to `count` shifts to look at, best first: the shift with the least difference (the
  /// first of equals), then shifts where the difference is a local minimum (no more than at
  /// either neighbouring shift tried) more than one shift from those already chosen, least
  /// difference first.
  static func places(_ costs: [(shift: Int, cost: Float)], count: Int) -> [Int] {
    var best: (shift: Int, cost: Float)?
    for entry in costs where entry.cost < (best?.cost ?? .infinity) { best = entry }
    guard let best, count > 0 else { return [] }
    var chosen = [best.shift]
    guard count > 1 else { return chosen }
    let minima = costs.indices.filter { index in
      let cost = costs[index].cost
      let before = index > 0 ? costs[index - 1].cost : Float.infinity
      let after = index + 1 < costs.count ? costs[index + 1].cost : Float.infinity
      return cost <= before && cost <= after
    }.sorted { costs[$0].cost < costs[$1].cost }
    for index in minima where chosen.count < count {
      let shift = costs[index].shift
      if chosen.allSatisfy({ abs($0 - shift) > 1 }) { chosen.append(shift) }
    }
    return chosen
  }

}
