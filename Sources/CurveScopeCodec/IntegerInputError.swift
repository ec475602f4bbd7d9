public import CurveScopeSupport

/// Text that is not an integer CurveScope can decode, or one outside the range asked for.
public struct IntegerInputError: CurveScopeError, Equatable {
  /// What is wrong with the text.
  public enum Reason: Sendable, Equatable {
    /// Nothing but whitespace.
    case empty
    /// A sign or base prefix with no digits after it (`-`, `0x`).
    case noDigits
    /// A character that is not a digit of the base (`decimal`, `hexadecimal`, `binary`).
    case invalidCharacter(Character, base: String)
    /// A magnitude of 2^64 or more.
    case tooLarge
    /// A curve raw value beyond `Int` (a curve is an `Int` in UIKit).
    case curveBeyondInt
    /// A negative mask below `Int.min`, which `UInt(bitPattern:)` of an `Int` cannot give.
    case maskBelowIntMin
  }

  /// The text as given.
  public var text: String
  /// Why it is refused.
  public var reason: Reason

  /// Creates an error for `text`.
  public init(text: String, reason: Reason) {
    self.text = text
    self.reason = reason
  }

  /// The text, quoted.
  public var subject: String { "'\(text)'" }

  /// Why, with an example of what is accepted.
  public var problem: String {
    let expected = "expected an integer such as 7, -1 or 0x70000"
    switch reason {
    case .empty:
      return "empty; \(expected)"
    case .noDigits:
      return "no digits; \(expected)"
    case .invalidCharacter(let character, let base):
      return "'\(character)' is not a \(base) digit; \(expected)"
    case .tooLarge:
      return "does not fit in 64 bits (the largest is 0xFFFFFFFFFFFFFFFF = 18446744073709551615)"
    case .curveBeyondInt:
      return "out of range: a curve raw value is an Int (-9223372036854775808…9223372036854775807)"
    case .maskBelowIntMin:
      return "out of range: a negative mask is read as UInt(bitPattern:) of an Int, which stops at "
        + "-9223372036854775808"
    }
  }
}
