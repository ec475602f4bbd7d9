#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small deterministic random generator (SplitMix64, Steele, Lea and Flood 2014), so that a
/// synthetic recording is the same for the same seed on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A uniform number in [0, 1).
  public mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A normally distributed number with mean 0 and standard deviation 1 (Box–Muller).
  public mutating func gaussian() -> Double {
    let u = max(unit(), 0x1p-53)
    let v = unit()
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }
}
