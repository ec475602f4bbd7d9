/// The measures of the SyncModel article, each computed by its own plain loop over the arrays.
///
/// One reading of the definitions is made explicit: "the first frame reaching" a maximum is the first
/// frame within ``tieTolerance`` (1e-9 pt, the model's own zero) of it, because mathematically
/// equal frames (the two frames symmetric about an ease-in-out's midpoint, for display-link)
/// differ in the last bits depending on how they are computed.
extension ReferenceSync {
  /// Points within which two frames count as reaching the same maximum.
  public static let tieTolerance = 1e-9

  /// max(0, max −gap).
  public var maxOverlapPoints: Double {
    var best = 0.0
    for value in gap where -value > best { best = -value }
    return best
  }

  /// 1000·t_k of the first frame reaching the max overlap; nil when there is none.
  public var maxOverlapAtMilliseconds: Double? {
    let best = maxOverlapPoints
    guard best > 0 else { return nil }
    for k in gap.indices where -gap[k] >= best - Self.tieTolerance { return milliseconds(k) }
    return nil
  }

  /// max(0, max gap).
  public var maxGapPoints: Double {
    var best = 0.0
    for value in gap where value > best { best = value }
    return best
  }

  /// 1000·t_k of the first frame reaching the max gap; nil when there is none.
  public var maxGapAtMilliseconds: Double? {
    let best = maxGapPoints
    guard best > 0 else { return nil }
    for k in gap.indices where gap[k] >= best - Self.tieTolerance { return milliseconds(k) }
    return nil
  }

  /// Bar crossing time minus keyboard crossing time of the first travel's midpoint, ms.
  public var lagAtHalfTravelMilliseconds: Double? {
    guard let travel = firstTravel else { return nil }
    let half = (travel.from + travel.to) / 2
    let direction: Double = travel.to > travel.from ? 1 : -1
    guard let keyboardTime = crossing(keyboardTop, level: half, direction: direction),
      let barTime = crossing(barBottom, level: half - margin, direction: direction)
    else { return nil }
    return 1000 * (barTime - keyboardTime)
  }

  /// The first time `values` reaches `level` going in `direction`, interpolated linearly.
  func crossing(_ values: [Double], level: Double, direction: Double) -> Double? {
    for k in values.indices where (values[k] - level) * direction >= 0 {
      if k == 0 { return 0 }
      let before = values[k - 1]
      let fraction = (level - before) / (values[k] - before)
      return times[k - 1] + fraction * (times[k] - times[k - 1])
    }
    return nil
  }

  /// Frames with |gap| > tolerance.
  public var framesOutOfTolerance: Int {
    var count = 0
    for value in gap where abs(value) > tolerance { count += 1 }
    return count
  }

  /// framesOutOfTolerance·1000 / fps; on a paced clock each such frame counts until the next
  /// (the last for the median interval).
  public var outOfSyncMilliseconds: Double {
    guard isPaced else { return Double(framesOutOfTolerance) * 1000 / fps }
    var total = 0.0
    for k in gap.indices where abs(gap[k]) > tolerance {
      total += k + 1 < times.count ? 1000 * times[k + 1] - 1000 * times[k] : medianMilliseconds
    }
    return total
  }

  /// The time of frame `k` in ms.
  func milliseconds(_ k: Int) -> Double {
    isPaced ? 1000 * times[k] : 1000 * Double(k) / fps
  }

  /// The median interval between frames, ms (the mean of the two middle ones for an even count).
  var medianMilliseconds: Double {
    guard times.count > 1 else { return 0 }
    var intervals: [Double] = []
    for k in 1..<times.count { intervals.append(1000 * times[k] - 1000 * times[k - 1]) }
    intervals.sort()
    let middle = intervals.count / 2
    return intervals.count % 2 == 1
      ? intervals[middle] : (intervals[middle - 1] + intervals[middle]) / 2
  }

  /// The gap at the last frame.
  public var finalErrorPoints: Double { gap[gap.count - 1] }

  /// √(mean gap²).
  public var rmsGapPoints: Double {
    var sum = 0.0
    for value in gap { sum += value * value }
    return (sum / Double(gap.count)).squareRoot()
  }

  /// 1000·t_{j+1}, j the last frame with |K_j − K_final| > tolerance; 0 if none.
  public var keyboardSettleMilliseconds: Double {
    settle(keyboardTop, final: keyboard.finalValue)
  }

  /// Likewise for the bar and its last target.
  public var barSettleMilliseconds: Double { settle(barBottom, final: barFinal) }

  func settle(_ values: [Double], final: Double) -> Double {
    var last = -1
    for k in values.indices where abs(values[k] - final) > tolerance { last = k }
    guard isPaced else { return 1000 * Double(last + 1) / fps }
    return last + 1 < times.count
      ? 1000 * times[last + 1] : 1000 * times[times.count - 1] + medianMilliseconds
  }
}
