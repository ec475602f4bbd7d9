import BenchBaselineC
import CurveScope

/// Bézier solve (error ≤ 1e-9): Swift against the C baseline on the same inputs.
enum BezierBenchmarks {
  /// The sum of y over `inputs`, the solve inlined into the loop.
  @inline(never)
  static func swiftSum(_ curve: CubicBezier, _ inputs: [Double]) -> Double {
    var sum = 0.0
    inputs.withUnsafeBufferPointer { buffer in
      for x in buffer {
        sum += curve.y(forX: x)
      }
    }
    return sum
  }

  /// The C baseline's sum over `inputs`.
  static func cSum(_ curve: inout bench_bezier, _ inputs: [Double]) -> Double {
    inputs.withUnsafeBufferPointer { buffer in
      bench_bezier_sum(&curve, buffer.baseAddress, buffer.count)
    }
  }

  /// Runs the comparisons and returns the lines to print, with the Swift/C ratios.
  static func run() throws -> [String] {
    let curves: [(String, [Double])] = [
      ("ease-in-out", [0.42, 0, 0.58, 1]),
      ("ease-out", [0, 0, 0.58, 1]),
      ("ca-default", [0.25, 0.1, 0.25, 1]),
      ("keyboard-bezier", [0.38, 0.7, 0.125, 1]),
      ("android-ime", [0.2, 0, 0, 1]),
    ]
    var lines: [String] = []
    var ratios: [Double] = []
    for (order, inputs) in [("frame order", Inputs.sweep), ("scrambled", Inputs.scrambled)] {
      for (name, points) in curves {
        let p = opaque(points)
        let curve = try CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        var baseline = bench_bezier()
        bench_bezier_init(&baseline, p[0], p[1], p[2], p[3])
        // Same answers, or the comparison means nothing.
        let difference = abs(swiftSum(curve, inputs) - cSum(&baseline, inputs))
        precondition(difference < 1e-9, "Swift and C disagree on \(name): \(difference)")
        let (swift, c) = Benchmark.compare(
          "bezier \(name), \(order) (Swift)", "bezier \(name), \(order) (C)",
          operations: inputs.count, { swiftSum(curve, inputs) }, { cSum(&baseline, inputs) })
        let ratio = swift.minimum / c.minimum
        ratios.append(ratio)
        lines.append(swift.line)
        lines.append(c.line + "  Swift/C \(Benchmark.format(ratio).trimmingLeadingSpaces)")
      }
    }
    let worst = ratios.max() ?? 0
    let mean = ratios.reduce(0, +) / Double(max(ratios.count, 1))
    lines.append(
      "bezier Swift/C (min ns): mean \(Benchmark.format(mean).trimmingLeadingSpaces), "
        + "worst \(Benchmark.format(worst).trimmingLeadingSpaces) (target ≤ 1.30)")
    return lines
  }
}

extension String {
  /// The text without leading spaces.
  var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
