import CurveScope

/// JSON text for tests.
enum JSONText {
  /// `text` as a JSON string.
  static func quoted(_ text: String) -> String {
    JSONValue.string(text).compactText
  }
}
