/// The larger of `a` and `b`, NaN when either is: `max(0, .nan)` is 0 in Swift, so a loop of
/// `worst = max(worst, error)` would pass a check on every-NaN errors; this one cannot.
func nanMax(_ a: Double, _ b: Double) -> Double {
  a.isNaN || b.isNaN ? .nan : max(a, b)
}
