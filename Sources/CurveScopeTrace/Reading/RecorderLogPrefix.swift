/// The platform a CSV trace's log prefix shows, for a trace without a `# platform:` comment:
/// the documented recorders print their lines through their platform's console, and each
/// console stamps its own prefix on every line.
///
/// - ` LOG  curvescope: ` — Metro, the React Native packager, printing `console.log`;
///   `I/ReactNativeJS(…): ` in Android's logcat: **react-native**.
/// - `flutter: curvescope: ` — `flutter run` and Xcode printing `debugPrint`;
///   `I/flutter (…): ` in logcat: **flutter**.
/// - Any other logcat tag, `D/CurveScope: ` (`adb logcat -v tag`), `D/CurveScope( 123): `
///   (`-v brief`) or `12-05 10:22:31.118  123  456 D CurveScope: ` (`-v threadtime`):
///   **android**.
///
/// Anything else (no prefix, `print` from Swift, a prefix of the user's own) names no
/// platform.
struct RecorderLogPrefix: Hashable, Sendable {
  /// The platform, as a trace's `source.platform` names it.
  var platform: String
  /// What shows it, as the rest of a sentence: `Metro's ' LOG ' prefix`.
  var evidence: String

  /// The platform `prefix` shows, `nil` when it shows none.
  init?(_ prefix: String) {
    let text = prefix.drop { $0 == " " || $0 == "\t" }
    if text.hasPrefix("LOG ") {
      self.init(platform: "react-native", evidence: "Metro's ' LOG ' prefix")
    } else if text.hasPrefix("flutter:") {
      self.init(platform: "flutter", evidence: "Flutter's 'flutter:' prefix")
    } else if let tag = Self.logcatTag(String(text)) {
      switch tag.lowercased() {
      case "flutter":
        self.init(platform: "flutter", evidence: "logcat's 'flutter' tag")
      case "reactnativejs":
        self.init(platform: "react-native", evidence: "logcat's 'ReactNativeJS' tag")
      default:
        self.init(platform: "android", evidence: "logcat's '\(tag)' tag")
      }
    } else {
      return nil
    }
  }

  /// Creates a reading.
  init(platform: String, evidence: String) {
    self.platform = platform
    self.evidence = evidence
  }

  /// The logcat tag of a line prefix: `D/Tag: `, `D/Tag( 123): `, `I/flutter (123): `, or the
  /// threadtime form `12-05 10:22:31.118  123  456 D Tag: `; `nil` for anything else.
  static func logcatTag(_ text: String) -> String? {
    let priorities: Set<Character> = ["V", "D", "I", "W", "E", "F", "A"]
    let characters = Array(text)
    if characters.count > 2, priorities.contains(characters[0]), characters[1] == "/" {
      let tag = characters[2...].prefix { $0 != "(" && $0 != ":" }
      let name = String(tag).trimmingSpaces
      return name.isEmpty || name.contains(" ") ? nil : name
    }
    // Threadtime: a date, a time, two ids, the priority letter, the tag.
    let words = text.split(separator: " ", omittingEmptySubsequences: true)
    guard words.count >= 6, words[0].allSatisfy({ $0.isNumber || $0 == "-" }),
      words[1].contains(":"), words[4].count == 1, let letter = words[4].first,
      priorities.contains(letter)
    else { return nil }
    let tag = words[5].hasSuffix(":") ? String(words[5].dropLast()) : String(words[5])
    return tag.isEmpty ? nil : tag
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
