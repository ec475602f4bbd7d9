/// A CSS `linear()` easing function, evaluated exactly as CSS Easing Functions Level 2 defines
/// it (§ "The linear easing function").
///
/// Creating it from stops ("create a linear easing function"): each stop becomes a point with
/// its output; a stop with a percentage gets the greater of it and the largest input so far; the
/// first stop without one gets 0, the last without one the greater of 1 and the largest input so
/// far; runs of points still without an input are spaced evenly between their neighbours.
///
/// Evaluating it at an input progress x ("calculate linear easing output progress"): take the
/// last point whose input is ≤ x (the first point when none), step back one when it is the last
/// point, and interpolate linearly between it and the next point (extrapolating beyond the first
/// or last point along the end segments); when the two inputs are equal, the output is the second
/// point's. [CSS Easing Functions Level 2, W3C, §2.1.1–2.1.3]
///
/// Complexity: O(log n) per evaluation (a binary search over the points).
public struct LinearEasing: Hashable, Sendable {
  /// The points (input, output) after the inputs were assigned, in order.
  public let points: [(input: Double, output: Double)]
  /// The stops as given.
  public let stops: [LinearEasingStop]

  /// The linear easing function for `stops`.
  /// - Throws: ``FitError`` for fewer than two stops or a value that is not finite.
  public init(stops: [LinearEasingStop]) throws(FitError) {
    guard stops.count >= 2 else {
      throw FitError.linearStops(stops.count, range: 2...Int.max)
    }
    for stop in stops {
      guard stop.output.isFinite, stop.input?.isFinite ?? true else {
        throw FitError.linearStopNotFinite(output: stop.output)
      }
    }
    var inputs: [Double?] = []
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      if let input = stop.input {
        let assigned = max(input, largest)
        inputs.append(assigned)
        largest = assigned
      } else if index == 0 {
        inputs.append(0)
        largest = 0
      } else if index == stops.count - 1 {
        inputs.append(max(1, largest))
      } else {
        inputs.append(nil)
      }
    }
    var index = 0
    while index < inputs.count {
      guard inputs[index] == nil else {
        index += 1
        continue
      }
      var end = index
      while inputs[end] == nil { end += 1 }
      let before = inputs[index - 1] ?? 0
      let after = inputs[end] ?? before
      let count = Double(end - index + 1)
      for missing in index..<end {
        inputs[missing] = before + (after - before) * Double(missing - index + 1) / count
      }
      index = end
    }
    self.stops = stops
    points = zip(inputs, stops).map { ($0 ?? 0, $1.output) }
  }

  /// The output progress at input progress `x`.
  public func output(at x: Double) -> Double {
    // The last point with input ≤ x, or 0.
    var low = 0
    var high = points.count - 1
    if points[0].input > x {
      low = 0
    } else {
      while low < high {
        let middle = (low + high + 1) / 2
        if points[middle].input <= x { low = middle } else { high = middle - 1 }
      }
    }
    if low == points.count - 1 { low -= 1 }
    let a = points[low]
    let b = points[low + 1]
    if a.input == b.input { return b.output }
    return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
  }

  /// `linear(0, 0.2315 5%, …, 1)`: outputs with their percentages (the first and last stops
  /// without, as their inputs are the defaults 0 and 1), `decimals` places for outputs and
  /// `percentDecimals` for percentages, trailing zeros dropped.
  public func cssText(decimals: Int = 4, percentDecimals: Int = 2) -> String {
    let items = stops.enumerated().map { index, stop -> String in
      let output = Self.decimal(stop.output, places: decimals)
      let isDefault =
        (index == 0 && stop.input == 0) || (index == stops.count - 1 && stop.input == 1)
      guard let input = stop.input, !isDefault else { return output }
      return "\(output) \(Self.decimal(input * 100, places: percentDecimals))%"
    }
    return "linear(\(items.joined(separator: ", ")))"
  }

  /// `value` rounded to `places` decimals, without trailing zeros (`0.5`, `12`, `-0.0031`).
  static func decimal(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<max(0, min(places, 9)) { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = "\(rounded)"
    if text.contains("e") { text = "\(rounded)" }
    return text
  }

  /// Equality of the stops (the points follow from them).
  public static func == (lhs: LinearEasing, rhs: LinearEasing) -> Bool { lhs.stops == rhs.stops }
  /// Hashes the stops.
  public func hash(into hasher: inout Hasher) { hasher.combine(stops) }
}
