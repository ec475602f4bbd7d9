/// Minimises a function of one variable (a time offset) over an interval: a grid, then a
/// golden-section search around the best grid point.
///
/// The objectives here (squared residuals against a time-shifted curve) are smooth but can have
/// several local minima over a wide interval; the grid finds the right basin and the golden
/// section refines it. NaN counts as +∞, so a NaN objective never wins.
enum TimeSearch {
  /// The golden ratio's conjugate, (√5 − 1) / 2.
  static let golden = 0.618_033_988_749_894_8

  /// The most grid points one search evaluates: a recording whose clock jumps by hours (a
  /// logger's timestamps, a paused recorder) gives a motion a start range of hours, which a
  /// 4 ms grid would cover with millions of points. Wider ranges get a coarser grid; the
  /// objective over frames that lie hours apart is flat between them anyway.
  static let maximumGridPoints = 4096

  /// The minimum of `objective` over [`low`, `high`]: grid points `step` apart (at least two,
  /// at most ``maximumGridPoints``), then golden-section refinement in the two grid cells
  /// around the best point until the bracket is under `tolerance`. A bound that is not finite
  /// is replaced by the other one.
  static func minimize(
    low: Double, high: Double, step: Double, tolerance: Double,
    _ objective: (Double) -> Double
  ) -> (x: Double, value: Double) {
    func f(_ x: Double) -> Double {
      let value = objective(x)
      return value.isNaN ? .infinity : value
    }
    guard low.isFinite, high.isFinite else {
      let bound = low.isFinite ? low : high.isFinite ? high : 0
      return (bound, f(bound))
    }
    guard high > low else { return (low, f(low)) }
    let cells = (high - low) / step
    let count =
      cells.isFinite && cells < Double(maximumGridPoints - 1)
      ? max(2, Int(cells.rounded(.up)) + 1) : maximumGridPoints
    let spacing = (high - low) / Double(count - 1)
    var bestIndex = 0
    var bestValue = Double.infinity
    for index in 0..<count {
      let value = f(low + Double(index) * spacing)
      if value < bestValue {
        bestValue = value
        bestIndex = index
      }
    }
    var a = low + Double(max(0, bestIndex - 1)) * spacing
    var b = low + Double(min(count - 1, bestIndex + 1)) * spacing
    var c = b - golden * (b - a)
    var d = a + golden * (b - a)
    var fc = f(c)
    var fd = f(d)
    var iterations = 0
    while b - a > tolerance, iterations < 60 {
      iterations += 1
      if fc < fd {
        b = d
        d = c
        fd = fc
        c = b - golden * (b - a)
        fc = f(c)
      } else {
        a = c
        c = d
        fc = fd
        d = a + golden * (b - a)
        fd = f(d)
      }
    }
    let bestGrid = (low + Double(bestIndex) * spacing, bestValue)
    let refined = fc < fd ? (c, fc) : (d, fd)
    return refined.1 <= bestGrid.1 ? refined : bestGrid
  }
}
