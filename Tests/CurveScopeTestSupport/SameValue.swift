/// Whether two doubles are the same value, NaN counting as equal to NaN (where `==` says no):
/// for tests that check a value, NaN included, is carried through unchanged.
public func isSameValue(_ a: Double, _ b: Double) -> Bool {
  a == b || (a.isNaN && b.isNaN)
}

/// The larger of two doubles, NaN when either is NaN (where `Swift.max` may drop it): the
/// worst case of two measures, in which an undefined measure must not read as a good one.
public func nanMax(_ a: Double, _ b: Double) -> Double {
  a.isNaN || b.isNaN ? .nan : max(a, b)
}
