/// Times a piece of work: a few repetitions of a calibrated number of runs, reported as the
/// minimum and median nanoseconds per operation.
struct Benchmark {
  /// What was measured.
  var name: String
  /// Fastest repetition, ns per operation.
  var minimum: Double
  /// Median repetition, ns per operation.
  var median: Double

  /// Measures `body`, which performs `operations` operations and returns a value that is sent to
  /// ``blackHole(_:)`` so that the work cannot be optimised away.
  static func measure(
    _ name: String, operations: Int, repetitions: Int = 7, _ body: () -> Double
  ) -> Benchmark {
    let runs = calibrate(body)
    var perOperation: [Double] = []
    for _ in 0..<repetitions {
      perOperation.append(time(runs: runs, body) * 1e9 / Double(runs * operations))
    }
    return Benchmark(name: name, samples: perOperation)
  }

  /// Measures two bodies with interleaved repetitions (a, b, a, b, …), so that a change of
  /// machine load affects both alike.
  static func compare(
    _ first: String, _ second: String, operations: Int, repetitions: Int = 11,
    _ a: () -> Double, _ b: () -> Double
  ) -> (Benchmark, Benchmark) {
    let runsA = calibrate(a)
    let runsB = calibrate(b)
    var samplesA: [Double] = []
    var samplesB: [Double] = []
    for _ in 0..<repetitions {
      samplesA.append(time(runs: runsA, a) * 1e9 / Double(runsA * operations))
      samplesB.append(time(runs: runsB, b) * 1e9 / Double(runsB * operations))
    }
    return (Benchmark(name: first, samples: samplesA), Benchmark(name: second, samples: samplesB))
  }

  private init(name: String, samples: [Double]) {
    let sorted = samples.sorted()
    self.init(name: name, minimum: sorted[0], median: sorted[sorted.count / 2])
  }

  private init(name: String, minimum: Double, median: Double) {
    self.name = name
    self.minimum = minimum
    self.median = median
  }

  /// Warms up and returns a number of runs that lasts about 40 ms.
  private static func calibrate(_ body: () -> Double) -> Int {
    let target = 0.04
    var runs = 1
    while true {
      let seconds = time(runs: runs, body)
      if seconds >= target / 4 || runs >= 1 << 30 {
        return max(1, Int(Double(runs) * target / max(seconds, 1e-9)))
      }
      runs *= 4
    }
  }

  private static func time(runs: Int, _ body: () -> Double) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<runs {
      blackHole(body())
    }
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// `name  min … ns  median … ns`, aligned.
  var line: String {
    let label = name.count < 44 ? name + String(repeating: " ", count: 44 - name.count) : name
    return "\(label)  min \(Self.format(minimum)) ns  median \(Self.format(median)) ns"
  }

  /// `12.34` (two decimals, at least 7 characters wide).
  static func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    let text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    return String(repeating: " ", count: max(0, 7 - text.count)) + text
  }
}
