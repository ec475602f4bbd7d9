/// A gap of a point or two between the bar and the keyboard, which compression smears into a
/// few rows that are neither the bar's colour nor the keyboard's.
///
/// Blur (anti-aliasing, a video codec's filtering) keeps each row window's total luma and, for
/// a symmetric kernel, its first moment. Over the rows between the bar and the keyboard the
/// true profile is three flat steps — bar a until B, gap g until K, keyboard k after — so the
/// two moments give two equations for the two edges B and K:
/// α·B + γ·K = P and α·B² + γ·K² = Q with α = a − g, γ = g − k, P = Σ(v − k) + (a − k)·y₀ and
/// Q = 2·Σ(y + ½)(v − k) + (a − k)·y₀², whose root with y₀ ≤ B ≤ K ≤ y₁ is the answer.
enum ThinGap {
  /// The bar's bottom and the keyboard's top when the bands between `bar` and `keyboard`
  /// (indices) hold a row darker or lighter than both, towards the gap colour `gap` (the app's
  /// background); `nil` when they do not or the equations have no consistent root.
  static func edges(_ bands: [MarginBand], bar: Int, keyboard: Int, gap: Float) -> (
    barBottom: Double, keyboardTop: Double
  )? {
    guard bar + 1 < keyboard else { return nil }
    let a = Double(bands[bar].color.y)
    let k = Double(bands[keyboard].color.y)
    let g = Double(gap)
    let low = min(a, k)
    let high = max(a, k)
    // A gap colour outside the bar–keyboard range, and a row reaching towards it.
    guard g < low - 3 || g > high + 3 else { return nil }
    let between = bands[(bar + 1)..<keyboard]
    let evidence = between.contains { band in
      let value = Double(band.color.y)
      return g < low ? value < low - 3 : value > high + 3
    }
    guard evidence else { return nil }
    let y0 = Double(bands[bar + 1].top)
    let y1 = Double(bands[keyboard].top)
    var m0 = 0.0
    var m1 = 0.0
    for band in between {
      let weight = Double(band.color.y) - k
      let rows = Double(band.height)
      m0 += weight * rows
      m1 += weight * rows * (Double(band.top) + Double(band.bottom)) / 2
    }
    let alpha = a - g
    let gamma = g - k
    let beta = a - k
    guard abs(alpha) >= 3, abs(gamma) >= 3, abs(beta) >= 1 else { return nil }
    let p = m0 + beta * y0
    let q = 2 * m1 + beta * y0 * y0
    // α·β·B² − 2·α·P·B + (P² − γ·Q) = 0
    let discriminant = alpha * alpha * p * p - alpha * beta * (p * p - gamma * q)
    guard discriminant >= 0 else { return nil }
    let root = discriminant.squareRoot()
    for b in [(alpha * p + root) / (alpha * beta), (alpha * p - root) / (alpha * beta)] {
      let kTop = (p - alpha * b) / gamma
      if b.isFinite, kTop.isFinite, b >= y0 - 0.5, b <= kTop + 0.25, kTop <= y1 + 0.5 {
        return (min(b, kTop), kTop)
      }
    }
    return nil
  }
}
