import CurveScopeSupport

extension Scenario {
  /// The keys a scenario file may hold for its keyboard profile, window and interaction.
  static let profileKeys = ["keyboard", "keyboardProfile", "window", "interactive"]

  /// `keyboard` (a built-in profile's name) or `keyboardProfile` (a profile object, schema of
  /// ``KeyboardProfile/init(json:)``); ``KeyboardProfile/ios`` when neither is given.
  /// - Throws: ``JSONDecodingError`` naming the member at fault.
  static func decodeProfile(_ root: JSONObjectReader) throws -> KeyboardProfile {
    let name = try root.string("keyboard")
    let object = root.value("keyboardProfile")
    switch (name, object) {
    case (let name?, nil):
      do {
        return try KeyboardProfile.named(name)
      } catch {
        throw JSONDecodingError(path: root.path(of: "keyboard"), .invalidValue(error))
      }
    case (nil, let object?):
      do {
        let path = root.path(of: "keyboardProfile")
        let profile = try KeyboardProfile(jsonValue: object, path: path)
        try KeyboardProfile.rejectBuiltInName(profile.name, path: path + ".name")
        return profile
      } catch let error as KeyboardProfileError {
        throw JSONDecodingError(path: root.path(of: "keyboardProfile"), .invalidValue(error))
      }
    case (nil, nil):
      return .ios
    case (.some, .some):
      throw JSONDecodingError(
        path: root.path(of: "keyboardProfile"), .conflicting("keyboard", "keyboardProfile"))
    }
  }

  /// `window`: `[x, y, width, height]` in screen points, a positive size; `nil` when absent.
  /// - Throws: ``JSONDecodingError`` for a malformed rectangle.
  static func decodeWindow(_ root: JSONObjectReader) throws -> Rect? {
    guard let elements = try root.array("window") else { return nil }
    let path = root.path(of: "window")
    guard elements.count == 4 else {
      throw JSONDecodingError(path: path, .count(expected: 4, found: elements.count))
    }
    let numbers = try elements.enumerated().map { index, value in
      try value.number(at: "\(path)[\(index)]", in: .closed(-100_000, 100_000))
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      throw JSONDecodingError(path: path, .negativeSize)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
