#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ticks at multiples of 1, 2 or 5 × 10^k, with the count closest to the target.
///
/// For each candidate step s = m · 10^k (m in `mantissas`, k around log10(span / target)) the
/// ticks are the multiples of s inside the range; the step whose count is nearest `targetCount`
/// wins, ties going to the larger step. 0…812 with target 5 gives 0, 200, …, 800 (5 ticks) over
/// 0, 100, …, 800 (9). The "nice numbers" idea: P. Heckbert, "Nice numbers for graph labels",
/// Graphics Gems (1990); the count rule is matplotlib `MaxNLocator`'s spirit, not its code.
public struct NiceTickLocator: TickLocator {
  /// The allowed leading digits of a step, ascending.
  public var mantissas: [Int]

  /// Creates a locator with the given step mantissas (1, 2, 5 by default).
  public init(mantissas: [Int] = [1, 2, 5]) {
    let valid = mantissas.filter { $0 > 0 && $0 < 10 }.sorted()
    self.mantissas = valid.isEmpty ? [1, 2, 5] : valid
  }

  /// The ticks for a range; `[lower]` for a zero-width range, `[]` for non-finite bounds.
  public func ticks(from lower: Double, to upper: Double, targetCount: Int) -> [Double] {
    guard lower.isFinite, upper.isFinite else { return [] }
    let (low, high) = lower <= upper ? (lower, upper) : (upper, lower)
    let magnitude = max(abs(low), abs(high))
    guard high - low > magnitude * 1e-12, high > low else { return [low] }
    let target = Double(min(50, max(1, targetCount)))
    let span = high / 2 - low / 2  // half the span: finite even for ±1e308
    let exponent = Int((log10(span) + log10(2) - log10(target)).rounded(.down))
    var best: (step: Step, count: Double, score: Double)?
    for k in (exponent - 1)...(exponent + 1) {
      for mantissa in mantissas {
        let step = Step(mantissa: mantissa, exponent: k)
        guard let range = step.indexRange(from: low, to: high) else { continue }
        let count = range.upper - range.lower + 1
        guard count >= 1 else { continue }
        let score = abs(count - target)
        if let current = best, score > current.score { continue }
        if let current = best, score == current.score, step.value <= current.step.value {
          continue
        }
        best = (step, count, score)
      }
    }
    guard let chosen = best?.step, let range = chosen.indexRange(from: low, to: high) else {
      return []
    }
    return stride(from: range.lower, through: range.upper, by: 1).map { chosen.tick($0) }
  }
}

/// A step m · 10^k, kept as integers so that ticks are computed as (n · m) · 10^k or
/// (n · m) / 10^−k, each one correctly rounded (3 · 0.1 gives 0.3, not 0.30000000000000004).
private struct Step {
  var mantissa: Int
  var exponent: Int

  var value: Double { scaled(Double(mantissa)) }

  func scaled(_ multiple: Double) -> Double {
    exponent >= 0
      ? multiple * pow(10, Double(exponent)) : multiple / pow(10, Double(-exponent))
  }

  func tick(_ index: Double) -> Double { scaled(index * Double(mantissa)) }

  /// The first and last multiple index inside the range, or `nil` when the step is unusable
  /// (not finite, or more than 10 000 ticks).
  func indexRange(from low: Double, to high: Double) -> (lower: Double, upper: Double)? {
    let step = value
    guard step.isFinite, step > 0 else { return nil }
    let tolerance = 1e-9
    let first = (low / step - tolerance).rounded(.up)
    let last = (high / step + tolerance).rounded(.down)
    guard first.isFinite, last.isFinite, last - first <= 10_000,
      abs(first) < 9e15, abs(last) < 9e15
    else { return nil }
    return (first, last)
  }
}
