#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MotionAnalysis {
  /// A followed edge's confidence from its step's ratio (best over median difference):
  /// 1 − ratio/0.5, as a registered bar's.
  static func followedConfidence(_ ratio: Float) -> Double {
    Double(max(0, min(1, 1 - ratio / 0.5)))
  }

  /// The confidences of followed edges, each no higher than the edge it was carried from: a step
  /// places an edge relative to the frame before or after, so a doubtful start stays doubtful
  /// down its chain (a bar template that slid onto the keyboard's own edge, carried on with the
  /// keyboard). `seeds` holds the confidences of the edges found by registration (`nil`: none);
  /// frames neither found nor followed stay `nil`.
  static func chainedConfidences(_ followed: [EdgeFollower.Followed?], seeds: [Double?])
    -> [Double?]
  {
    var out = seeds
    for index in followed.indices {
      guard let step = followed[index], step.from == index - 1 else { continue }
      out[index] = min(followedConfidence(step.ratio), out[index - 1] ?? 1)
    }
    for index in followed.indices.reversed() {
      guard let step = followed[index], step.from == index + 1 else { continue }
      out[index] = min(followedConfidence(step.ratio), out[index + 1] ?? 1)
    }
    return out
  }

  /// A keyboard placement's confidence from its evidence L (nats): 1 − e^(−L/10), so that the
  /// reporting threshold 0.22 is about 2.5 nats (the evidence of two or three points of
  /// distinctive rows) and 0.95 about 30.
  static func keyboardConfidence(_ evidence: Float) -> Double {
    guard evidence.isFinite, evidence > 0 else { return 0 }
    return 1 - exp(-Double(evidence) / 10)
  }
}
