public import CurveScopeSupport

/// A hint typed by a user that does not read: a region or a colour in the wrong form.
public struct ScreenHintError: CurveScopeError, Equatable {
  /// What does not read.
  public enum Cause: Sendable, Equatable {
    /// A region that is not `X,Y,WIDTH,HEIGHT` in whole pixels with a positive size.
    case region(String)
    /// A colour that is not `#RRGGBB`.
    case color(String)
  }

  /// Why.
  public var cause: Cause

  /// Creates the error.
  public init(_ cause: Cause) {
    self.cause = cause
  }

  /// The text as typed.
  public var subject: String {
    switch cause {
    case .region(let text), .color(let text): "'\(text)'"
    }
  }

  /// The form expected.
  public var problem: String {
    switch cause {
    case .region:
      "a region is X,Y,WIDTH,HEIGHT in whole pixels of the upright frame (0,1200,1170,1332), "
        + "x and y ≥ 0, width and height > 0"
    case .color: "a colour is #RRGGBB (#D1D3D9)"
    }
  }
}
