import CurveScope

/// Springs, the keyboard curve, the `Timing` enum and sampling.
enum TimingBenchmarks {
  /// The sum of progress over `times`, specialised for each timing type.
  @inline(never)
  static func progressSum<T: TimingFunction>(_ timing: T, _ times: [Double]) -> Double {
    var sum = 0.0
    times.withUnsafeBufferPointer { buffer in
      for time in buffer {
        sum += timing.progress(at: time)
      }
    }
    return sum
  }

  /// The sum of velocity over `times`.
  @inline(never)
  static func velocitySum<T: TimingFunction>(_ timing: T, _ times: [Double]) -> Double {
    var sum = 0.0
    times.withUnsafeBufferPointer { buffer in
      for time in buffer {
        sum += timing.velocity(at: time)
      }
    }
    return sum
  }

  /// The sum of a spring solution's position over `times`.
  @inline(never)
  static func positionSum(_ solution: SpringSolution, _ times: [Double]) -> Double {
    var sum = 0.0
    times.withUnsafeBufferPointer { buffer in
      for time in buffer {
        sum += solution.position(at: time)
      }
    }
    return sum
  }

  static func run() throws -> [String] {
    let times = Inputs.times(over: opaque(0.5))
    let count = times.count
    let keyboard = opaque(Spring.keyboard)
    let critical = keyboard.solution(model: .coreAnimation)
    let overDamped = keyboard.solution(model: .exact)
    let underDamped = try Spring(mass: 1, stiffness: opaque(157.9), damping: 17.6).solution()
    let keyboardTiming = opaque(KeyboardTiming())
    let bezierTiming = opaque(try BezierTiming(curve: .easeInOut, duration: 0.5))
    let springTiming = opaque(try SpringTiming(spring: keyboard, model: .exact))
    var results: [Benchmark] = [
      .measure("spring coreAnimation (keyboard, critical)", operations: count) {
        positionSum(critical, times)
      },
      .measure("spring exact (keyboard, over-damped)", operations: count) {
        positionSum(overDamped, times)
      },
      .measure("spring exact (under-damped, ζ 0.7)", operations: count) {
        positionSum(underDamped, times)
      },
      .measure("KeyboardTiming progress", operations: count) {
        progressSum(keyboardTiming, times)
      },
      .measure("Timing.keyboard progress", operations: count) {
        progressSum(Timing.keyboard(keyboardTiming), times)
      },
      .measure("BezierTiming(ease-in-out) progress", operations: count) {
        progressSum(bezierTiming, times)
      },
      .measure("Timing.bezier(ease-in-out) progress", operations: count) {
        progressSum(Timing.bezier(bezierTiming), times)
      },
      .measure("Timing.bezier(ease-in-out) velocity", operations: count) {
        velocitySum(Timing.bezier(bezierTiming), times)
      },
      .measure("Timing.spring(keyboard, exact) progress", operations: count) {
        progressSum(Timing.spring(springTiming), times)
      },
    ]
    let points = opaque([0.42, 0.0, 0.58, 1.0])
    results.append(
      .measure("CubicBezier init (table of 32 solves)", operations: 1) {
        let curve = try? CubicBezier(x1: points[0], y1: points[1], x2: points[2], y2: points[3])
        return curve?.y(forX: 0.3) ?? 0
      })
    let keyboardRows = try TimingSampler.rowCount(duration: 0.5, frameRate: .hz120)
    let keyboardEnum = Timing.keyboard(keyboardTiming)
    results.append(
      .measure("sample keyboard 0.5 s at 120 Hz (per row)", operations: keyboardRows) {
        let rows = (try? TimingSampler.sample(keyboardEnum, frameRate: .hz120)) ?? []
        return rows[rows.count / 2].value
      })
    let longRate = try FrameRate(hertz: 1000)
    let longTiming = Timing.bezier(try BezierTiming(curve: .easeInOut, duration: opaque(10)))
    let longRows = try TimingSampler.rowCount(duration: 10, frameRate: longRate)
    results.append(
      .measure("sample ease-in-out 10 s at 1000 Hz (per row)", operations: longRows) {
        let rows = (try? TimingSampler.sample(longTiming, frameRate: longRate)) ?? []
        return rows[rows.count / 2].value
      })
    return results.map(\.line)
  }
}
