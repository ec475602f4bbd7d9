/// Typed, path-aware access to the members of one JSON object, for decoding user files with
/// errors that say exactly where the problem is (`events[1].duration — must be ≥ 0`).
package struct JSONObjectReader {
  /// The path of this object from the document root (empty for the root).
  package let path: String
  private let members: [(String, JSONValue)]

  /// Wraps `value`, which must be an object.
  /// - Throws: ``JSONDecodingError`` when it is not.
  package init(_ value: JSONValue, path: String) throws {
    guard case .object(let members) = value else {
      throw JSONDecodingError(
        path: path, .wrongType(expected: "an object", found: value.kindName))
    }
    self.path = path
    self.members = members
  }

  /// The path of member `key`.
  package func path(of key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The raw value of `key`, or `nil` when absent (an explicit `null` counts as absent).
  package func value(_ key: String) -> JSONValue? {
    guard let value = members.first(where: { $0.0 == key })?.1 else { return nil }
    if case .null = value { return nil }
    return value
  }

  /// The raw value of `key`.
  /// - Throws: ``JSONDecodingError`` when it is absent.
  package func required(_ key: String) throws -> JSONValue {
    guard let value = value(key) else {
      throw JSONDecodingError(path: path(of: key), .missing(expected: nil))
    }
    return value
  }

  /// A number member, checked to be finite and inside `range` when given.
  package func double(_ key: String, in range: NumberRange? = nil) throws -> Double? {
    guard let value = value(key) else { return nil }
    return try value.number(at: path(of: key), in: range)
  }

  /// A string member.
  package func string(_ key: String) throws -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else {
      throw JSONDecodingError(
        path: path(of: key), .wrongType(expected: "a string", found: value.kindName))
    }
    return text
  }

  /// A boolean member.
  package func bool(_ key: String) throws -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else {
      throw JSONDecodingError(
        path: path(of: key), .wrongType(expected: "true or false", found: value.kindName))
    }
    return flag
  }

  /// An array member.
  package func array(_ key: String) throws -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let elements) = value else {
      throw JSONDecodingError(
        path: path(of: key), .wrongType(expected: "an array", found: value.kindName))
    }
    return elements
  }

  /// Refuses members not in `allowed`, suggesting the closest allowed key for a typo.
  package func rejectUnknownKeys(allowed: [String]) throws {
    for (key, _) in members where !allowed.contains(key) {
      throw JSONDecodingError(
        path: path(of: key),
        .unknownKey(suggestion: closest(to: key, among: allowed), allowed: allowed))
    }
  }

  private func closest(to key: String, among candidates: [String]) -> String? {
    let lowered = key.lowercased()
    return candidates.first { $0.lowercased() == lowered }
      ?? EditDistance.suggestion(for: key, among: candidates)
  }

}

extension JSONValue {
  /// A short name of the value's kind for messages: `a string`, `an array`, ….
  package var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .unsigned, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as a finite number inside `range` (when given).
  /// - Throws: ``JSONDecodingError`` at `path` otherwise.
  package func number(at path: String, in range: NumberRange? = nil) throws -> Double {
    let number: Double
    switch self {
    case .int(let value): number = Double(value)
    case .unsigned(let value): number = Double(value)
    case .double(let value): number = value
    default:
      throw JSONDecodingError(path: path, .wrongType(expected: "a number", found: kindName))
    }
    if let range, !range.contains(number) {
      throw JSONDecodingError(path: path, .outOfRange(number, range))
    }
    return number
  }
}
