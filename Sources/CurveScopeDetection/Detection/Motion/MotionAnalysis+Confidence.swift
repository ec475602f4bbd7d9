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

  /// A keyboard placement's confidence from its evidence L (nats): 1 − e^(−L/10), so that the
  /// reporting threshold 0.22 is about 2.5 nats (the evidence of two or three points of
  /// distinctive rows) and 0.95 about 30.
  static func keyboardConfidence(_ evidence: Float) -> Double {
    guard evidence.isFinite, evidence > 0 else { return 0 }
    return 1 - exp(-Double(evidence) / 10)
  }
}
