import CurveScopeDetection

/// Weighted median-cut colour quantisation (Heckbert 1982): split the box of colours with the
/// largest weighted spread along its longest axis at the weighted median, until there are as
/// many boxes as colours wanted; each box gives its weighted mean.
enum MedianCut {
  /// Up to `count` representative colours of weighted colours.
  static func representatives(of colors: [(color: RGB8, count: Int)], count: Int) -> [RGB8] {
    guard count > 0, !colors.isEmpty else { return [] }
    var boxes: [[(color: RGB8, count: Int)]] = [colors]
    while boxes.count < count {
      // The box to split: the largest range × weight, among boxes of 2+ colours.
      var best = -1
      var bestScore = 0
      for (index, box) in boxes.enumerated() where box.count > 1 {
        let score = spread(of: box).range * box.reduce(0) { $0 + $1.count }
        if score > bestScore {
          bestScore = score
          best = index
        }
      }
      guard best >= 0 else { break }
      let box = boxes.remove(at: best)
      let axis = spread(of: box).axis
      let sorted = box.sorted { component($0.color, axis) < component($1.color, axis) }
      let half = sorted.reduce(0) { $0 + $1.count } / 2
      var running = 0
      var cut = 1
      for (index, entry) in sorted.enumerated() {
        running += entry.count
        if running >= half {
          cut = max(1, min(sorted.count - 1, index + 1))
          break
        }
      }
      boxes.append(Array(sorted[..<cut]))
      boxes.append(Array(sorted[cut...]))
    }
    return boxes.map(mean)
  }

  private static func component(_ color: RGB8, _ axis: Int) -> UInt8 {
    axis == 0 ? color.red : axis == 1 ? color.green : color.blue
  }

  private static func spread(of box: [(color: RGB8, count: Int)]) -> (range: Int, axis: Int) {
    var low = [255, 255, 255]
    var high = [0, 0, 0]
    for entry in box {
      for axis in 0..<3 {
        let value = Int(component(entry.color, axis))
        low[axis] = min(low[axis], value)
        high[axis] = max(high[axis], value)
      }
    }
    let ranges = (0..<3).map { high[$0] - low[$0] }
    let axis = ranges[1] >= ranges[0] && ranges[1] >= ranges[2] ? 1 : ranges[0] >= ranges[2] ? 0 : 2
    return (ranges[axis], axis)
  }

  private static func mean(_ box: [(color: RGB8, count: Int)]) -> RGB8 {
    var sums = (0, 0, 0)
    var total = 0
    for entry in box {
      sums.0 += Int(entry.color.red) * entry.count
      sums.1 += Int(entry.color.green) * entry.count
      sums.2 += Int(entry.color.blue) * entry.count
      total += entry.count
    }
    let weight = max(total, 1)
    return RGB8(
      red: UInt8((sums.0 + weight / 2) / weight), green: UInt8((sums.1 + weight / 2) / weight),
      blue: UInt8((sums.2 + weight / 2) / weight))
  }
}
