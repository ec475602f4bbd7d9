import CurveScopeSupport
import Testing

@testable import CurveScopeNotifications

/// The value spellings, one by one.
struct NotificationDumpValueParserTests {
  static func parse(_ text: String, as kind: KeyboardNotificationKey.ValueKind)
    -> NotificationDumpValueParser.Value?
  {
    NotificationDumpValueParser.parse(Array(text.utf8)[...], as: kind)
  }

  @Test(
    "durations: decimals, exponents, zero; never negative, infinite or hexadecimal",
    arguments: [
      ("0.25", 0.25), ("0.4", 0.4), ("0", 0), ("0.35", 0.35), (".5", 0.5), ("1.", 1),
      ("2.5e-1", 0.25), ("25E-2", 0.25), ("+0.3", 0.3), ("0.300000011920929", 0.300000011920929),
    ])
  func durations(text: String, value: Double) {
    #expect(Self.parse(text, as: .duration) == .duration(value))
  }

  @Test(
    "not durations",
    arguments: ["-0.25", "inf", "nan", "0x1p-2", "1e999", "", "0.25s", "1e", "--1", ".", "1 2"])
  func notDurations(text: String) {
    #expect(Self.parse(text, as: .duration) == nil)
  }

  @Test(
    "curves are integers, any sign",
    arguments: [("7", 7), ("0", 0), ("-1", -1), ("+3", 3), ("458752", 458_752)])
  func curves(text: String, value: Int) {
    #expect(Self.parse(text, as: .integer) == .integer(value))
  }

  @Test("not curves", arguments: ["7.0", "0x7", "seven", "", "99999999999999999999", "- 7"])
  func notCurves(text: String) {
    #expect(Self.parse(text, as: .integer) == nil)
  }

  @Test(
    "rectangles in every spelling",
    arguments: [
      ("NSRect: {{0, 264}, {320, 216}}", rect(0, 264, 320, 216)),
      ("CGRect: {{0, -216}, {320, 216}}", rect(0, -216, 320, 216)),
      ("NSRect {{0,409},{375,258}}", rect(0, 409, 375, 258)),
      (
        "{{0, 445.33333333333326}, {375, 366.66666666666674}}",
        rect(0, 445.33333333333326, 375, 366.66666666666674)
      ),
      ("NSRect: {{-352, 0}, {352, 1024}}", rect(-352, 0, 352, 1024)),
      ("NSRect: {{9.86076e-32, -64}, {3.01408e-17, 0}}", rect(9.86076e-32, -64, 3.01408e-17, 0)),
      ("(0.0, 409.0, 375.0, 258.0)", rect(0, 409, 375, 258)),
      ("CGRect(x: 0, y: 550, width: 414, height: 346)", rect(0, 550, 414, 346)),
      ("(origin = (x = 0, y = 409), size = (width = 375, height = 258))", rect(0, 409, 375, 258)),
    ])
  func rects(text: String, value: Rect) {
    #expect(Self.parse(text, as: .rect) == .rect(value))
  }

  @Test(
    "not rectangles",
    arguments: [
      "NSRect: {{0, 264}", "{{0, 264}, {320}}", "{{0, 264}, {320, 216}, {1, 2}}",
      "NSPoint: {{0, 264}, {320, 216}}", "NSRect: {{0, 264}, {320, 216}} x",
      "{{a, 264}, {320, 216}}",
      "{0, 264, 320, 216}", "(0, 409, 375)", "CGRect(x: 0, y: 1, w: 2, h: 3)", "",
      "{{0, 264}, {320, inf}}", "{{0, 264}, {320, 1e400}}", "NSRect: {{0, 264}; {320, 216}}",
      String(repeating: " ", count: 300) + "{{0, 264}, {320, 216}}",
    ])
  func notRects(text: String) {
    #expect(Self.parse(text, as: .rect) == nil)
  }

  @Test(
    "points in every spelling",
    arguments: [
      ("NSPoint: {187.5, 957.5}", point(187.5, 957.5)), ("CGPoint: {160, 588}", point(160, 588)),
      ("{207, 745.5}", point(207, 745.5)), ("(187.5, 538.0)", point(187.5, 538)),
      ("CGPoint(x: 195, y: 676)", point(195, 676)), ("(x = 512, y = -944)", point(512, -944)),
    ])
  func points(text: String, value: Point) {
    #expect(Self.parse(text, as: .point) == .point(value))
  }

  @Test("not points", arguments: ["NSPoint: {187.5}", "{1, 2, 3}", "NSRect: {1, 2}", "(x: 1)", ""])
  func notPoints(text: String) {
    #expect(Self.parse(text, as: .point) == nil)
  }

  @Test("Swift's Optional(…) is read through; code and prose do not start like values")
  func shapes() {
    #expect(Self.parse("Optional(0.25)", as: .duration) == .duration(0.25))
    #expect(Self.parse("Optional(\"0.25\")", as: .duration) == .duration(0.25))
    #expect(Self.parse("Optional(NSPoint: {1, 2})", as: .point) == .point(point(1, 2)))
    for text in ["{{0, 1}, {2, 3}}", "\"0.25\"", "-1", ".5", "NSRect: {", "YES", "(1, 2)"] {
      #expect(NotificationDumpValueParser.startsLikeValue(Array(text.utf8)[...]), "\(text)")
    }
    for text in ["", "[NSValue valueWithCGRect:r]", "@(0.25)", "NSValue(cgRect: r)", "The key"] {
      #expect(!NotificationDumpValueParser.startsLikeValue(Array(text.utf8)[...]), "\(text)")
    }
  }

  @Test(
    "booleans",
    arguments: [
      ("1", true), ("0", false), ("true", true), ("False", false),
      ("YES", true), ("no", false),
    ])
  func booleans(text: String, value: Bool) {
    #expect(Self.parse(text, as: .boolean) == .boolean(value))
  }

  @Test("not booleans", arguments: ["2", "-1", "", "yes!", "1.0"])
  func notBooleans(text: String) {
    #expect(Self.parse(text, as: .boolean) == nil)
  }
}
