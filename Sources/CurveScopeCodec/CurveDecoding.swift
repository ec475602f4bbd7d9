/// What one decoded value means: the curve, the options mask, and the diagnostics.
///
/// Made by ``CurveCodec``. For a curve raw value `c`, ``curve`` is `c` and ``options`` is
/// `UInt(bitPattern: c << 16)`; for an options mask, ``options`` is the mask and ``curve`` its
/// curve field.
public struct CurveDecoding: Hashable, Sendable {
  /// Whether the value was read as a curve raw value or as a whole options mask.
  public enum Interpretation: String, Sendable, Hashable {
    /// A `UIView.AnimationCurve` raw value, shifted by 16 into a mask.
    case curve
    /// A whole `UIView.AnimationOptions` mask.
    case options
  }

  /// The value as typed and parsed.
  public var value: IntegerInput
  /// How the value was read.
  public var interpretation: Interpretation
  /// The curve: the value itself, or the mask's curve field (0…15).
  public var curve: AnimationCurve
  /// The mask: `c << 16` for a curve, the value itself for a mask.
  public var options: AnimationOptions
  /// Findings in a fixed order: traps first, then lost bits, then curve, fields and unused bits.
  public var diagnostics: [Diagnostic]

  /// Creates a decoding; normally made by ``CurveCodec``.
  public init(
    value: IntegerInput, interpretation: Interpretation, curve: AnimationCurve,
    options: AnimationOptions, diagnostics: [Diagnostic]
  ) {
    self.value = value
    self.interpretation = interpretation
    self.curve = curve
    self.options = options
    self.diagnostics = diagnostics
  }

  /// The text as the user typed it.
  public var input: String { value.text }

  /// The gravest severity among the diagnostics, or `nil` when there are none.
  public var worstSeverity: Diagnostic.Severity? { diagnostics.map(\.severity).max() }

  /// The codes of the diagnostics, in order.
  public var codes: [DiagnosticCode] { diagnostics.map(\.code) }
}
