import CurveScopeTiming
import Testing

@testable import CurveScopeMatch

/// The keyboard fit's fast evaluation against the plain one: a column filled only where the
/// timing moves equals `Timing.progress(at:)` at every frame, and a trial that starts from the
/// sums of the frames before its search's earliest start gives the same levels and error, bit
/// for bit, as summing every frame from progress evaluated in full.
@Suite("Keyboard fit workspace")
struct KeyboardFitWorkspaceTests {
  /// Timings of each kind: the catalogue's rises and falls, a slow spring that settles late,
  /// a Bézier, a linear ramp and the keyboard's spring cut at 0.5 s.
  static func timings() throws -> [Timing] {
    let models = KeyboardModel.catalogue.flatMap { [$0.rise, $0.fall] }
    return try models + [
      .spring(SpringTiming(spring: Spring(mass: 1, stiffness: 100, damping: 10))),
      .bezier(BezierTiming(curve: .easeOut, duration: 0.4)),
      .linear(LinearTiming(duration: 0.3)),
      .keyboardCurve, .jump,
    ]
  }

  @Test("a column filled around the motion equals progress at every frame")
  func columns() throws {
    let start = 0.125
    for timing in try Self.timings() {
      let duration = timing.duration
      var times = stride(from: -0.2, through: 3.0, by: 1.0 / 120).map { $0 }
      times += [start, start + duration, (start + duration).nextDown, start.nextDown, .nan]
      var column = [Double](repeating: -1, count: times.count)
      times.withUnsafeBufferPointer { times in
        column.withUnsafeMutableBufferPointer { column in
          ClusterKeyboardFitter.fill(column, times: times, timing: timing, start: start, from: 0)
        }
      }
      for (index, time) in times.enumerated() {
        let expected = timing.progress(at: time - start)
        #expect(
          column[index].bitPattern == expected.bitPattern,
          "\(timing) at \(time): \(column[index]) ≠ \(expected)")
      }
    }
  }

  /// A keyboard rising at 0.1 s and turning back part way at 0.35 s, 120 Hz, with noise,
  /// fitted with both animations or with the rise alone (one, two and three levels take their
  /// own paths through the solver's sums).
  static func fitter(_ model: KeyboardModel, animations: Int) -> ClusterKeyboardFitter {
    var random = SeededRandom(seed: 7)
    let times = stride(from: 0.0, through: 1.3, by: 1.0 / 120).map {
      $0 + 0.0003 * random.gaussian()
    }
    let values = times.map { time in
      812 - 291 * model.rise.progress(at: time - 0.1) + 80 * model.fall.progress(at: time - 0.35)
        + 0.3 * random.gaussian()
    }
    let fitter = ClusterKeyboardFitter(
      times: times, values: values, starts: [0.1, 0.35, 0.6],
      ranges: [0.02...0.2, 0.25...0.45, 0.5...0.7],
      known: [nil, nil, nil, nil], guesses: [812, 521, 601, 590], jumps: [false, false, false],
      model: model)
    return ClusterKeyboardFitter(
      times: fitter.times, values: fitter.values, starts: Array(fitter.starts.prefix(animations)),
      ranges: Array(fitter.ranges.prefix(animations)),
      known: Array(fitter.known.prefix(animations + 1)),
      guesses: Array(fitter.guesses.prefix(animations + 1)),
      jumps: Array(fitter.jumps.prefix(animations)), model: model)
  }

  /// The levels and squared error for `starts`, summed frame by frame from `Timing.progress`.
  static func reference(_ fitter: ClusterKeyboardFitter, _ starts: [Double]) -> (
    levels: [Double], squaredError: Double
  ) {
    let columns = starts.indices.map { j in
      fitter.times.map { time in fitter.timing(j)?.progress(at: time - starts[j]) ?? 0 }
    }
    var solver = LevelSolver(levels: starts.count + 1)
    for frame in fitter.times.indices {
      var weights = [1 - columns[0][frame]]
      for j in 1..<starts.count { weights.append(columns[j - 1][frame] - columns[j][frame]) }
      weights.append(columns[starts.count - 1][frame])
      weights.withUnsafeBufferPointer { solver.add(fitter.values[frame], weights: $0) }
    }
    return solver.solve(known: fitter.known, fallback: fitter.guesses)
  }

  @Test(
    "a trial from the prefix sums equals the full evaluation",
    arguments: ["ios", "keyboard-bezier", "android-default", "ease-in-out"], [1, 2, 3])
  func trials(_ name: String, animations: Int) throws {
    let model = try #require(KeyboardModel.named(name))
    let fitter = Self.fitter(model, animations: animations)
    var workspace = KeyboardFitWorkspace(fitter)
    for j in fitter.starts.indices { workspace.setColumn(j, start: fitter.starts[j]) }
    for j in fitter.starts.indices {
      let earliest = fitter.ranges[j].lowerBound
      workspace.beginSearch(j, earliest: earliest)
      // Inside the range, at its edge, and before it (which must fall back to every frame).
      for start in [
        earliest, earliest.nextUp, earliest + 0.013, fitter.ranges[j].upperBound, earliest - 0.03,
      ] {
        var starts = fitter.starts
        starts[j] = start
        let expected = Self.reference(fitter, starts)
        let error = workspace.trialError(start: start)
        #expect(error.bitPattern == expected.squaredError.bitPattern, "\(name) τ\(j) = \(start)")
        #expect(workspace.solver.levels.map(\.bitPattern) == expected.levels.map(\.bitPattern))
      }
      workspace.setColumn(j, start: fitter.starts[j])
    }
    let whole = fitter.solve(fitter.starts)
    let expected = Self.reference(fitter, fitter.starts)
    #expect(whole.squaredError.bitPattern == expected.squaredError.bitPattern)
    #expect(whole.levels.map(\.bitPattern) == expected.levels.map(\.bitPattern))
  }
}
