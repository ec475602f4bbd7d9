/// A linear map from a data interval onto a pixel (point) interval.
///
/// `position(v) = rangeStart + (v − domainLower) / (domainUpper − domainLower) · (rangeEnd −
/// rangeStart)`. A y axis that grows upward maps the domain onto (bottom, top); UIKit-style
/// inverted y maps it onto (top, bottom). A zero-width domain maps every value to the middle.
public struct LinearScale: Sendable, Equatable {
  /// The data value mapped to `rangeStart`.
  public var domainLower: Double
  /// The data value mapped to `rangeEnd`.
  public var domainUpper: Double
  /// The position of `domainLower`, in points.
  public var rangeStart: Double
  /// The position of `domainUpper`, in points.
  public var rangeEnd: Double

  /// Creates a scale.
  public init(domainLower: Double, domainUpper: Double, rangeStart: Double, rangeEnd: Double) {
    self.domainLower = domainLower
    self.domainUpper = domainUpper
    self.rangeStart = rangeStart
    self.rangeEnd = rangeEnd
  }

  /// The position of a data value (NaN stays NaN, so a caller can skip it).
  public func position(_ value: Double) -> Double {
    let span = domainUpper - domainLower
    guard span != 0, span.isFinite else { return (rangeStart + rangeEnd) / 2 }
    return rangeStart + (value - domainLower) / span * (rangeEnd - rangeStart)
  }

  /// The data value at a position (the inverse of `position(_:)`).
  public func value(atPosition position: Double) -> Double {
    let extent = rangeEnd - rangeStart
    guard extent != 0 else { return (domainLower + domainUpper) / 2 }
    return domainLower + (position - rangeStart) / extent * (domainUpper - domainLower)
  }

  /// Whether a value lies within the domain (either order of bounds), with a small tolerance.
  public func contains(_ value: Double) -> Bool {
    let lower = min(domainLower, domainUpper)
    let upper = max(domainLower, domainUpper)
    let slack = (upper - lower) * 1e-9
    return value >= lower - slack && value <= upper + slack
  }
}
