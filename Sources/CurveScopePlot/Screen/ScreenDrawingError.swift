public import CurveScopeSupport

/// A phone screen or a state of it that cannot be drawn: a size or position out of bounds.
public struct ScreenDrawingError: CurveScopeError, Equatable {
  /// What is out of bounds, with the value given.
  public enum Cause: Sendable, Equatable {
    /// A screen side outside ``PhoneScreen/sideRange``.
    case screenSize(width: Double, height: Double)
    /// A keyboard taller than the screen, negative or not finite.
    case keyboardHeight(Double, screenHeight: Double)
    /// A bar height outside ``PhoneScreen/barHeightRange``.
    case barHeight(Double)
    /// A scale outside ``PhoneScreen/scaleRange``.
    case scale(Double)
    /// A keyboard top or bar bottom that is not a finite position within ±100 000 points.
    case position(timeMilliseconds: Double, keyboardTop: Double, barBottom: Double)
  }

  /// Why the screen cannot be drawn.
  public var cause: Cause

  /// Creates the error.
  public init(_ cause: Cause) {
    self.cause = cause
  }

  /// The value at fault, as `bar height 12`.
  public var subject: String {
    let exact = NumberText.exact
    switch cause {
    case .screenSize(let width, let height):
      return "screen \(exact(width))×\(exact(height))"
    case .keyboardHeight(let height, _): return "keyboard height \(exact(height))"
    case .barHeight(let height): return "bar height \(exact(height))"
    case .scale(let scale): return "scale \(exact(scale))"
    case .position(let time, _, _): return "screen state at \(exact(time)) ms"
    }
  }

  /// Why, with the bound.
  public var problem: String {
    switch cause {
    case .screenSize:
      return "each side " + PhoneScreen.sideRange.requirement("points")
    case .keyboardHeight(_, let screenHeight):
      return NumberRange.closed(0, screenHeight).requirement("points")
    case .barHeight: return PhoneScreen.barHeightRange.requirement("points")
    case .scale: return PhoneScreen.scaleRange.requirement("pixels per point")
    case .position(_, let keyboardTop, let barBottom):
      return "keyboard top \(NumberText.exact(keyboardTop)) and bar bottom "
        + "\(NumberText.exact(barBottom)) "
        + PhoneScreen.positionRange.requirement("points")
    }
  }
}
