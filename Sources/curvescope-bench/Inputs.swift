/// Benchmark inputs, generated at run time so the optimiser cannot precompute results.
enum Inputs {
  /// Number of inputs per run.
  static let count = 4_096

  /// x = (k + ½)/count for k = 0 …: the order in which frames visit a curve.
  static let sweep: [Double] = (0..<count).map { (Double($0) + 0.5) / Double(count) }

  /// The same values in a scrambled order (a fixed permutation), which defeats branch
  /// prediction.
  static let scrambled: [Double] = {
    var values = sweep
    var state: UInt64 = opaque(0x2545_F491_4F6C_DD1D)
    for index in stride(from: values.count - 1, to: 0, by: -1) {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      values.swapAt(index, Int(state % UInt64(index + 1)))
    }
    return values
  }()

  /// Times in seconds covering [0, seconds) in `count` steps.
  static func times(over seconds: Double) -> [Double] {
    sweep.map { $0 * seconds }
  }
}
