/// An independent reference for CSS `linear()`: parses the text of a `linear(…)` function and
/// evaluates it as CSS Easing Functions Level 2 words it, written from the spec's prose, not
/// from the library's code.
///
/// Parsing: comma-separated stops, each a number optionally followed by one or two
/// percentages. Inputs: a percentage is raised to the largest input before it; two percentages
/// make two points; a first stop without one is at 0, a last one at max(1, largest); runs without
/// inputs are spread evenly between their neighbours. Evaluation: linear interpolation between
/// the last point at or before x and the next one (the end segments extended beyond the ends).
public struct ReferenceLinearEasing: Sendable {
  /// The points after the inputs were assigned.
  public let points: [(input: Double, output: Double)]

  /// Parses `linear(…)` text (with or without the `linear(` wrapper); `nil` when malformed.
  public init?(_ text: String) {
    var body = Substring(text)
    if let open = body.firstIndex(of: "("), let close = body.lastIndex(of: ")") {
      body = body[body.index(after: open)..<close]
    }
    var outputs: [Double] = []
    var inputs: [Double?] = []
    let stops = body.split(separator: ",")
    guard stops.count >= 2 else { return nil }
    var largest = -Double.infinity
    for (index, stop) in stops.enumerated() {
      let words = stop.split(separator: " ").filter { !$0.isEmpty }
      guard let first = words.first, let output = Double(first) else { return nil }
      let percentages = words.dropFirst().compactMap { word -> Double? in
        guard word.hasSuffix("%") else { return nil }
        return Double(word.dropLast()).map { $0 / 100 }
      }
      guard percentages.count == words.count - 1 else { return nil }
      if percentages.isEmpty {
        outputs.append(output)
        if index == 0 {
          inputs.append(0)
          largest = 0
        } else if index == stops.count - 1 {
          inputs.append(Swift.max(1, largest))
        } else {
          inputs.append(nil)
        }
      }
      for percentage in percentages {
        let input = Swift.max(percentage, largest)
        largest = input
        outputs.append(output)
        inputs.append(input)
      }
    }
    // Spread missing inputs between known neighbours.
    var filled = inputs
    var i = 0
    while i < filled.count {
      if filled[i] != nil {
        i += 1
        continue
      }
      var j = i
      while filled[j] == nil { j += 1 }
      let a = filled[i - 1] ?? 0
      let b = filled[j] ?? a
      for k in i..<j { filled[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
      i = j
    }
    points = zip(filled, outputs).map { ($0 ?? 0, $1) }
  }

  /// The output at input progress `x`, by a linear scan.
  public func output(_ x: Double) -> Double {
    var a = 0
    for index in points.indices where points[index].input <= x { a = index }
    if a == points.count - 1 { a -= 1 }
    let (u0, v0) = points[a]
    let (u1, v1) = points[a + 1]
    if u0 == u1 { return v1 }
    return v0 + (v1 - v0) * (x - u0) / (u1 - u0)
  }
}
