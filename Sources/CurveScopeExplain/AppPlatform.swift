/// The platform an app's input bar is written for, which decides the words and the code of a
/// diagnosis: a UIKit handler, an Android insets callback, a React Native keyboard hook or a
/// Flutter layout read the keyboard in different ways, and a fix is only useful in the app's own
/// language.
public enum AppPlatform: String, CaseIterable, Hashable, Sendable {
  /// UIKit (Swift or Objective-C): keyboard notifications, `UIView.animate`,
  /// `UIKeyboardLayoutGuide`.
  case ios
  /// Android views or Compose: `WindowInsetsAnimationCompat.Callback`, IME insets.
  case android
  /// React Native: react-native-keyboard-controller's `useKeyboardHandler` (`onMove`) or
  /// `KeyboardAvoidingView`.
  case reactNative = "react-native"
  /// Flutter: `MediaQuery.viewInsets`.
  case flutter

  /// The platform a trace's `source.platform` names (`ios`, `android`, `react-native`,
  /// `flutter`); `nil` for `recording` or anything else (a screen recording says nothing of the
  /// code behind it).
  public init?(recordingPlatform name: String?) {
    guard let name, let platform = AppPlatform(rawValue: name.lowercased()) else { return nil }
    self = platform
  }

  /// The platform's name in a sentence: `iOS (UIKit)`, `Android`, `React Native`, `Flutter`.
  public var displayName: String {
    switch self {
    case .ios: "iOS (UIKit)"
    case .android: "Android"
    case .reactNative: "React Native"
    case .flutter: "Flutter"
    }
  }

  /// The language of its code snippets: `swift`, `kotlin`, `javascript`, `dart`.
  public var codeLanguage: String {
    switch self {
    case .ios: "swift"
    case .android: "kotlin"
    case .reactNative: "javascript"
    case .flutter: "dart"
    }
  }
}
