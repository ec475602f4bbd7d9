package import CurveScopeSupport

extension RetargetRule {
  /// The `retarget` member of a scenario or trace file, ``additive`` when it has none.
  /// - Throws: ``JSONDecodingError`` for a value that is not a string or names no rule (with the
  ///   closest name).
  package static func decode(_ object: JSONObjectReader, key: String = "retarget") throws
    -> RetargetRule
  {
    guard let text = try object.string(key) else { return .additive }
    guard let parsed = RetargetRule(rawValue: text) else {
      let names = allCases.map(\.rawValue)
      throw JSONDecodingError(
        path: object.path(of: key),
        .unknownName(
          text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
    }
    return parsed
  }
}
