#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pacing model's random numbers: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014), uniform doubles from its top 53 bits, Gaussians by
/// Box–Muller. Deterministic for a seed on every machine.
struct PacingRandom: Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1).
  mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A standard normal deviate (Box–Muller; the first uniform kept away from 0).
  mutating func nextGaussian() -> Double {
    let u1 = max(nextUnit(), 0x1p-53)
    let u2 = nextUnit()
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}
