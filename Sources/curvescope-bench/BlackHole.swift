/// Where benchmark results go so the optimiser must compute them.
nonisolated(unsafe) var blackHoleSink = 0.0

/// Consumes a value in a way the optimiser cannot see through.
@inline(never)
func blackHole(_ value: Double) {
  blackHoleSink += value
}

/// Returns `value` unchanged through a call the optimiser cannot see through, so that constants
/// (a curve's coefficients) are not folded into the measured loop.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
