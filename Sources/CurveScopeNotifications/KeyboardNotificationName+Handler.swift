extension KeyboardNotificationName {
  /// The kind a log's own label names: the handler's name as apps print it before the
  /// dictionary (`NSLog(@"keyboardWillShow: %@", note.userInfo)`, `print(#function, …)` →
  /// `keyboardWillShow(_:)`, `-[ChatViewController keyboardWillHide:]`), or `nil` for any other
  /// word.
  ///
  /// Read without case and underscores: an optional `handle` or `on` prefix, `keyboard`, a stem
  /// (`WillShow`, `DidShow`, `WillHide`, `DidHide`, `WillChangeFrame`, `DidChangeFrame`, and
  /// Apple's sample names `WasShown` → didShow, `WillBeHidden` → willHide, `WillBeShown`,
  /// `WasHidden`, `FrameWillChange`, `FrameDidChange`), then nothing or `Notification`,
  /// `WithNotification` or `Handler`. `UIKeyboardWillShowNotification` and the other names
  /// UIKit prints are read by ``init(rawValue:)``, not here.
  public static func handlerKind(of word: String) -> Kind? {
    var text = Substring(String(word.lowercased().filter { $0 != "_" }))
    for prefix in ["handle", "on"] where text.hasPrefix(prefix + "keyboard") {
      text = text.dropFirst(prefix.count)
    }
    guard text.hasPrefix("keyboard") else { return nil }
    text = text.dropFirst("keyboard".count)
    for (stem, kind) in handlerStems where text.hasPrefix(stem) {
      let rest = text.dropFirst(stem.count)
      if ["", "notification", "withnotification", "handler"].contains(rest) { return kind }
    }
    return nil
  }

  /// Handler stems after `keyboard`, lower-cased.
  private static let handlerStems: [(String, Kind)] = [
    ("willshow", .willShow), ("didshow", .didShow), ("willhide", .willHide),
    ("didhide", .didHide), ("willchangeframe", .willChangeFrame),
    ("didchangeframe", .didChangeFrame), ("wasshown", .didShow), ("willbeshown", .willShow),
    ("willbehidden", .willHide), ("washidden", .didHide), ("framewillchange", .willChangeFrame),
    ("framedidchange", .didChangeFrame),
  ]

  /// A name read from a log's label: `rawValue` is the label as printed, ``kind`` the kind it
  /// names.
  public init(label: String, kind: Kind) {
    self.init(rawValue: label)
    self.kind = kind
  }
}
