import CurveScopeCodec
import CurveScopeNotifications

/// Recognises the spellings of the six keyboard notification names and of the `userInfo` keys
/// in identifiers and string literals.
///
/// Names: `UIKeyboardWillShowNotification` (Objective-C, Swift ≤ 4.1 global),
/// `keyboardWillShowNotification` (Swift 4.2+, after `UIResponder.` or any `UIResponder`
/// subclass), `UIKeyboardWillShow` (`NSNotification.Name.UIKeyboardWillShow`, Swift 4.0–4.1),
/// and the same texts in string literals (`NSNotification.Name("UIKeyboardWillShowNotification")`).
enum KeyboardNameTable {
  /// What a name or key token denotes.
  enum Meaning: Sendable, Equatable {
    /// A keyboard notification.
    case notification(KeyboardEventKind)
    /// `UIKeyboardAnimationDurationUserInfoKey` in any spelling.
    case durationKey
    /// `UIKeyboardAnimationCurveUserInfoKey`.
    case curveKey
    /// `UIKeyboardFrameEndUserInfoKey` (or the old bounds/centre-end keys).
    case frameEndKey
    /// `UIKeyboardFrameBeginUserInfoKey` (or the old centre-begin key).
    case frameBeginKey
  }

  /// Every spelling, by its FNV-1a hash (collisions are resolved by comparing text).
  private static let table: [UInt32: [(bytes: [UInt8], meaning: Meaning)]] = {
    var spellings: [(String, Meaning)] = []
    for kind in KeyboardEventKind.allCases {
      let objectiveC = kind.objectiveCName
      spellings.append((objectiveC, .notification(kind)))
      spellings.append((String(objectiveC.dropLast("Notification".count)), .notification(kind)))
      spellings.append(
        (String(kind.swiftName.dropFirst("UIResponder.".count)), .notification(kind)))
    }
    for (stem, meaning) in [
      ("AnimationDuration", Meaning.durationKey), ("AnimationCurve", .curveKey),
      ("FrameEnd", .frameEndKey), ("FrameBegin", .frameBeginKey),
      ("BoundsUserInfoKey", .frameEndKey),
      ("CenterEnd", .frameEndKey), ("CenterBegin", .frameBeginKey),
    ] {
      let suffix = stem.hasSuffix("Key") ? "" : "UserInfoKey"
      spellings.append(("UIKeyboard" + stem + suffix, meaning))
      spellings.append(("keyboard" + stem + suffix, meaning))
    }
    var table: [UInt32: [(bytes: [UInt8], meaning: Meaning)]] = [:]
    for (text, meaning) in spellings {
      let name = IdentifierName(text)
      table[name.hash, default: []].append((name.bytes, meaning))
    }
    return table
  }()

  /// What token `index` of `source` denotes, for identifiers and string literals.
  static func meaning(of index: Int, in source: LexedSource) -> Meaning? {
    let token = source.tokens[index]
    switch token.kind {
    case .identifier:
      // A name in backticks is not one of the spellings.
      guard token.head != UInt8(ascii: "`") else { return nil }
      return source.facts(index).meaning
    case .string:
      guard token.length < 80, let content = source.stringContent(index) else { return nil }
      let name = IdentifierName(content)
      return table[name.hash]?.first { $0.bytes == name.bytes }?.meaning
    default:
      return nil
    }
  }

  /// What a name spelled `bytes` denotes.
  static func meaning(ofName bytes: [UInt8]) -> Meaning? {
    table[IdentifierName.fnv1a(bytes)]?.first { $0.bytes == bytes }?.meaning
  }

  /// The notification kind token `index` names, if any.
  static func kind(of index: Int, in source: LexedSource) -> KeyboardEventKind? {
    if case .notification(let kind) = meaning(of: index, in: source) { return kind }
    return nil
  }
}
