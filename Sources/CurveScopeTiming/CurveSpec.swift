import CurveScopeSupport

/// A curve as a user writes it: a catalogue name (`keyboard`), `bezier(x1,y1,x2,y2)` (also
/// `cubic-bezier(…)`), or `spring(mass: m, stiffness: k, damping: c[, velocity: v0][, model:
/// coreAnimation|exact])`.
///
/// Parsing tolerates whitespace anywhere between tokens and ignores case in names and labels;
/// spring labels may come in any order. Every error is a ``CurveSpecError`` that quotes the
/// part at fault: `spring(mass: 0, …) — mass must be > 0`, `bezier(0.4,0,1.2,1) — x2 1.2 must
/// lie in [0, 1]`, `curve 'keybaord' — unknown curve; did you mean 'keyboard'? …`.
public struct CurveSpec: Sendable, Hashable {
  /// The text as given.
  public let text: String
  /// The catalogue name, when the text named a catalogue curve.
  public let name: String?
  /// The curve.
  public let definition: CurveDefinition
  /// Seconds it runs when no duration is given: the catalogue's default for a name,
  /// ``CurveDefinition/defaultDuration`` (0.25 s) for `bezier(…)`, `nil` (until it settles)
  /// for `spring(…)`.
  public let defaultDuration: Double?

  /// The longest specification accepted, 1000 characters (so messages that quote it stay short).
  public static let maximumLength = 1_000

  /// Parses a curve specification.
  /// - Throws: ``CurveSpecError`` quoting the part at fault.
  public init(parsing text: String) throws(CurveSpecError) {
    self.text = text
    let trimmed = text.trimmedSpaces
    guard trimmed.count <= Self.maximumLength else {
      throw CurveSpecError(
        subject: "curve '\(trimmed.prefix(40))…'", cause: .tooLong(limit: Self.maximumLength))
    }
    guard !trimmed.isEmpty else {
      throw CurveSpecError(subject: "curve '\(text)'", cause: .empty)
    }
    guard let open = trimmed.firstIndex(of: "(") else {
      let curve = try CurveCatalogue.named(trimmed)
      name = curve.name
      definition = curve.definition
      defaultDuration = curve.defaultDuration
      return
    }
    let function = trimmed[..<open].trimmedSpaces.lowercased()
    guard trimmed.last == ")" else {
      throw CurveSpecError(subject: trimmed, cause: .missingClosingParenthesis)
    }
    let body = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    let arguments = body.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmedSpaces
    }
    name = nil
    switch function {
    case "bezier", "cubic-bezier":
      definition = .bezier(try CurveSpecParser.bezier(arguments, text: trimmed))
      defaultDuration = CurveDefinition.defaultDuration
    case "spring":
      let (spring, model) = try CurveSpecParser.spring(arguments, function: function)
      definition = .spring(spring, model: model)
      defaultDuration = nil
    default:
      let functions = ["bezier", "cubic-bezier", "spring"]
      throw CurveSpecError(
        subject: trimmed,
        cause: .unknownFunction(
          function, suggestion: EditDistance.suggestion(for: function, among: functions)))
    }
  }

  /// The curve running `duration` seconds, or ``defaultDuration`` when `nil`.
  ///
  /// For `keyboard` a given duration is applied (the spring is removed at that time); callers
  /// that model UIKit, which ignores it, pass `nil`.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public func timing(duration: Double? = nil) throws(TimingError) -> Timing {
    try definition.timing(duration: duration ?? defaultDuration)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and newlines.
  var trimmedSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
