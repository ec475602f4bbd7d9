import CurveScopeNotifications
import CurveScopeTestSupport
import Testing

/// Garbage, truncations, deep nesting and large inputs end in notifications or a typed error,
/// never a trap or a hang (the scanner is linear; no timing is asserted here).
struct NotificationDumpRobustnessTests {
  /// SplitMix64, a small deterministic generator for reproducible garbage.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Pieces of dumps, glued at random to stress the grammar rather than the byte decoder.
  static let pieces = [
    "{", "}", "[", "]", "(", ")", "\"", "\\", "=", ":", ";", ",", "\n", "\r", " ", "`", "//",
    "*/", "AnyHashable(\"", "\")", "UIKeyboardFrameEndUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey",
    "UIKeyboardIsLocalUserInfoKey", "UIKeyboardCenterEndUserInfoKey", "UIKeyboardX", "name", "key",
    "value", "userInfo", "nil", "Optional(", "NSRect: {{0, 521}, {375, 291}}", "NSPoint: {1, 2}",
    "{{0, 264}", "0.25", "-216", "1e-3", "7", "true", "UIKeyboardWillShowNotification",
    "NSNotification.Name(_rawValue: ", "(lldb) ", "▿ ", "- ", "键盘", "\u{0}", "0x600000c4a1c0",
  ]

  /// Checks what a parse may return: notifications in line order with lines inside the text.
  static func check(_ text: String) {
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    switch parseResult(text) {
    case .success(let notifications):
      #expect(!notifications.isEmpty)
      #expect(notifications.map(\.line) == notifications.map(\.line).sorted())
      #expect(notifications.allSatisfy { $0.line >= 1 && $0.line <= max(lineCount, 1) })
    case .failure(let error):
      #expect(!error.description.isEmpty)
      if let line = error.line { #expect(line >= 1) }
    }
  }

  @Test("random bytes never trap", arguments: 0..<8)
  func randomBytes(seed: UInt64) {
    var generator = SplitMix64(state: seed)
    for _ in 0..<40 {
      let count = Int.random(in: 0...4096, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      Self.check(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test("random dump pieces never trap", arguments: 0..<8)
  func randomPieces(seed: UInt64) {
    var generator = SplitMix64(state: seed &+ 100)
    for _ in 0..<60 {
      let count = Int.random(in: 0...600, using: &generator)
      let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }
        .joined()
      Self.check(text)
    }
  }

  /// Every cut in the long runs; by default every third byte (each kind of place a cut can
  /// fall recurs every few bytes; the cuts at line ends are the test below).
  @Test("every truncation of every dump reads or fails cleanly", arguments: DumpFixtures.names)
  func truncations(name: String) throws {
    let bytes = Array(try DumpFixtures.text(name).utf8)
    for end in stride(from: 0, through: bytes.count, by: SlowTests.enabled ? 1 : 3) {
      Self.check(String(decoding: bytes[..<end], as: UTF8.self))
    }
  }

  static let bracketedDumps = [
    "objc-iphone-x-show.txt", "nslog-bare-ipad-old.txt", "swift-print-input-switch.txt",
    "third-party-sogou-triple.txt", "lldb-po-hide-iphone8.txt", "nslog-predictive-toggle.txt",
    "ios3-iphone-bounds-centers.txt",
  ]

  /// Whether every value present in `part` equals the same value of `whole`.
  static func isPart(_ part: KeyboardNotification, of whole: KeyboardNotification) -> Bool {
    func agrees<T: Equatable>(_ path: KeyPath<KeyboardNotification, T?>) -> Bool {
      part[keyPath: path] == nil || part[keyPath: path] == whole[keyPath: path]
    }
    return part.line == whole.line && agrees(\.name) && agrees(\.duration) && agrees(\.curve)
      && agrees(\.frameBegin) && agrees(\.frameEnd) && agrees(\.bounds) && agrees(\.centerBegin)
      && agrees(\.centerEnd) && agrees(\.isLocal)
  }

  /// Dumps whose notifications all sit in brackets, cut at each line end: the complete
  /// notifications before the cut, then at most one partial one (by default), or an
  /// unterminated error instead of the partial one (when unclosed dictionaries are not allowed).
  @Test("a dump cut at a line end gives its first notifications", arguments: bracketedDumps)
  func cutAtLineEnds(name: String) throws {
    let text = try DumpFixtures.text(name)
    let all = try NotificationDumpParser.parse(text)
    var strict = NotificationDumpParser()
    strict.allowsUnclosedDictionaries = false
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for count in 1...lines.count {
      let prefix = lines[..<count].joined(separator: "\n")
      switch Result(catching: { () throws(NotificationDumpError) in try strict.parse(prefix) }) {
      case .success(let notifications):
        #expect(notifications == Array(all.prefix(notifications.count)))
      case .failure(let error):
        #expect(
          [
            .noNotifications, .unterminatedDictionary(opener: "{"),
            .unterminatedDictionary(opener: "["),
          ].contains(error.reason),
          "\(name) cut after line \(count): \(error)")
      }
      switch parseResult(prefix) {
      case .success(let notifications):
        let complete = notifications.dropLast()
        #expect(Array(complete) == Array(all.prefix(complete.count)))
        if let last = notifications.last, complete.count < all.count {
          #expect(Self.isPart(last, of: all[complete.count]), "\(name) cut after line \(count)")
        }
      case .failure(let error):
        #expect(error.reason == .noNotifications, "\(name) cut after line \(count): \(error)")
      }
    }
  }

  @Test(
    "pathological inputs end with a typed error",
    arguments: [
      (
        String(repeating: "{", count: 100_000),
        NotificationDumpError.Reason.nestingTooDeep(limit: 64)
      ),
      (String(repeating: "[{", count: 50_000), .nestingTooDeep(limit: 64)),
      (
        String(repeating: "UIKeyboardFrameChangedByUserInteraction = {", count: 10_000),
        .nestingTooDeep(limit: 64)
      ),
      (String(repeating: "AnyHashable(\"", count: 50_000), .noNotifications),
      (String(repeating: "\"\\", count: 100_000), .noNotifications),
      (String(repeating: "name = ", count: 100_000), .noNotifications),
      (String(repeating: "x", count: 1 << 20), .noNotifications),
      (String(repeating: "}]", count: 100_000), .noNotifications),
      (String(repeating: "key : AnyHashable(\"UIKeyboardX\")\n", count: 20_000), .noNotifications),
    ])
  func pathological(text: String, reason: NotificationDumpError.Reason) {
    if case .failure(let error) = parseResult(text) {
      #expect(error.reason == reason)
    } else {
      Issue.record("expected \(reason)")
    }
  }

  @Test("a large log of repeated dumps reads every notification at its line")
  func largeLog() throws {
    let dump = try DumpFixtures.text("objc-iphone-x-show.txt")
    let lineCount = dump.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let copies = 1_500
    let notifications = try NotificationDumpParser.parse(
      String(repeating: dump, count: copies))
    #expect(notifications.count == 3 * copies)
    #expect(notifications.last?.line == (copies - 1) * lineCount + 23)
    #expect(Set(notifications.map(\.frameEnd)) == [rect(0, 521, 375, 291)])
  }
}
