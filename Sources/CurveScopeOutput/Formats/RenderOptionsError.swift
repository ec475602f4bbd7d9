public import CurveScopeSupport

/// An output size or scale out of bounds (a usage error).
public struct RenderOptionsError: CurveScopeError, Equatable {
  /// Which bound the value breaks.
  public enum Cause: Sendable, Equatable {
    /// A side of `width`×`height` pixels is outside 100…10000.
    case sideOutOfRange(width: Int, height: Int)
    /// `width`×`height` has more pixels than `limit`.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The scale is outside 0.5…8.
    case scaleOutOfRange(Double)
    /// `width`×`height` pixels at `scale` leave under 100 points a side for the layout.
    case tooFewPoints(width: Int, height: Int, scale: Double)
    /// The size text is not `WIDTHxHEIGHT`.
    case malformedSize(String)
  }

  /// Why.
  public var cause: Cause

  /// Creates the error.
  public init(_ cause: Cause) {
    self.cause = cause
  }

  /// The value at fault, such as `size 50x1000`.
  public var subject: String {
    switch cause {
    case .sideOutOfRange(let width, let height), .tooManyPixels(let width, let height, _):
      "size \(width)x\(height)"
    case .scaleOutOfRange(let scale): "scale \(NumberText.exact(scale))"
    case .tooFewPoints(let width, let height, let scale):
      "size \(width)x\(height) at scale \(NumberText.exact(scale))"
    case .malformedSize(let text): "size '\(text)'"
    }
  }

  /// The bound it breaks.
  public var problem: String {
    switch cause {
    case .sideOutOfRange: "each side must be 100…10000 pixels"
    case .tooManyPixels(let width, let height, let limit):
      "\(width * height) pixels is more than the limit of \(limit)"
    case .scaleOutOfRange: "must be 0.5…8"
    case .tooFewPoints: "leaves under 100 points per side for the layout; use a smaller scale"
    case .malformedSize: "expected WIDTHxHEIGHT in pixels, such as 1600x1000"
    }
  }
}
