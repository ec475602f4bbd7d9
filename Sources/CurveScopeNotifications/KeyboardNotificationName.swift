/// The name of a keyboard notification as printed in a dump, with the UIKit notification it means.
///
/// UIKit posts six keyboard notifications. Consoles print them under several spellings: the
/// Objective-C constant's value (`UIKeyboardWillShowNotification`, what both `NSLog` and Swift's
/// `print` show), the Swift 4.2+ constant (`UIResponder.keyboardWillShowNotification`) and the
/// Swift 3–4.1 one (`NSNotification.Name.UIKeyboardWillShow`). All map to the same ``Kind``;
/// ``rawValue`` keeps the text as it was found.
public struct KeyboardNotificationName: Hashable, Sendable, CustomStringConvertible {
  /// The six keyboard notifications UIKit posts.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `UIKeyboardWillShowNotification`: the keyboard is about to appear.
    case willShow
    /// `UIKeyboardDidShowNotification`: the keyboard finished appearing.
    case didShow
    /// `UIKeyboardWillHideNotification`: the keyboard is about to leave.
    case willHide
    /// `UIKeyboardDidHideNotification`: the keyboard finished leaving.
    case didHide
    /// `UIKeyboardWillChangeFrameNotification`: the keyboard frame is about to change (iOS 5+).
    case willChangeFrame
    /// `UIKeyboardDidChangeFrameNotification`: the keyboard frame changed (iOS 5+).
    case didChangeFrame

    /// The Objective-C constant's string value, `UIKeyboardWillShowNotification` and so on.
    public var objectiveCName: String {
      "UIKeyboard" + capitalizedStem + "Notification"
    }

    /// The Swift 4.2+ spelling, `UIResponder.keyboardWillShowNotification` and so on.
    public var swiftName: String {
      "UIResponder.keyboard" + capitalizedStem + "Notification"
    }

    /// Whether UIKit posts it before the animation (`will…`) rather than after (`did…`).
    public var isBeforeAnimation: Bool {
      switch self {
      case .willShow, .willHide, .willChangeFrame: true
      case .didShow, .didHide, .didChangeFrame: false
      }
    }

    private var capitalizedStem: String {
      switch self {
      case .willShow: "WillShow"
      case .didShow: "DidShow"
      case .willHide: "WillHide"
      case .didHide: "DidHide"
      case .willChangeFrame: "WillChangeFrame"
      case .didChangeFrame: "DidChangeFrame"
      }
    }
  }

  /// The name exactly as found in the dump (without quotes).
  public var rawValue: String
  /// The keyboard notification it denotes, or `nil` for a name UIKit's keyboard does not post.
  public var kind: Kind?

  /// Reads a printed name; `kind` is found from any of the spellings described above.
  public init(rawValue: String) {
    self.rawValue = rawValue
    self.kind = Self.kind(of: rawValue)
  }

  /// The canonical (Objective-C) name of `kind`.
  public init(_ kind: Kind) {
    self.rawValue = kind.objectiveCName
    self.kind = kind
  }

  /// The raw text.
  public var description: String { rawValue }

  /// The kind a spelling denotes: the last dot-separated component is compared with
  /// `UIKeyboardWillShowNotification`, `UIKeyboardWillShow` and `keyboardWillShowNotification`
  /// (and likewise for the other five).
  static func kind(of text: String) -> Kind? {
    let last = text.split(separator: ".").last.map(String.init) ?? text
    return spellings[last]
  }

  private static let spellings: [String: Kind] = {
    var table: [String: Kind] = [:]
    for kind in Kind.allCases {
      let objectiveC = kind.objectiveCName
      table[objectiveC] = kind
      table[String(objectiveC.dropLast("Notification".count))] = kind
      table[String(kind.swiftName.dropFirst("UIResponder.".count))] = kind
    }
    return table
  }()
}
