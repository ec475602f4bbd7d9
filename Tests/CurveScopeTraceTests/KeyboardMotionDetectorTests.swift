import CurveScopeTrace
import Testing

@Suite("Keyboard motions in a recording")
struct KeyboardMotionDetectorTests {
  /// Frames every 8 ms with these keyboard values (the bar equal).
  static func frames(_ values: [Double]) -> [TraceFrame] {
    values.enumerated().map {
      TraceFrame(timeMilliseconds: Double($0.offset) * 8, keyboardTop: $0.element, barBottom: 0)
    }
  }

  @Test("a show between two rests: one complete motion from the last rest frame")
  func show() {
    let values =
      Array(repeating: 812.0, count: 10) + [790, 740, 680, 620, 570, 540, 525]
      + Array(repeating: 521.0, count: 10)
    let found = KeyboardMotionDetector.detect(Self.frames(values))
    #expect(found.rests.count == 2)
    #expect(found.motions.count == 1)
    let motion = found.motions[0]
    #expect(motion.startIndex == 9)
    #expect(motion.endIndex == 17 || motion.endIndex == 16)
    #expect(motion.fromLevel == 812)
    #expect(motion.toLevel == 521)
    #expect(!motion.isJump)
  }

  @Test("a height change between two frames is a jump")
  func jump() {
    let values = Array(repeating: 451.0, count: 10) + Array(repeating: 409.0, count: 10)
    let motion = KeyboardMotionDetector.detect(Self.frames(values)).motions.first
    #expect(motion?.isJump == true)
    #expect(motion?.fromLevel == 451)
    #expect(motion?.toLevel == 409)
  }

  @Test("a recording that starts mid-motion has a motion without a starting level")
  func partial() {
    let values = [700.0, 640, 590, 560, 540, 530, 524] + Array(repeating: 521.0, count: 10)
    let motion = KeyboardMotionDetector.detect(Self.frames(values)).motions.first
    #expect(motion?.fromLevel == nil)
    #expect(motion?.toLevel == 521)
    #expect(motion?.startIndex == 0)
  }

  @Test("a hide that interrupts a show and comes back is one motion between equal rests")
  func excursion() {
    let values =
      Array(repeating: 812.0, count: 10) + [780, 720, 680, 700, 750, 800, 810]
      + Array(repeating: 812.0, count: 10)
    let found = KeyboardMotionDetector.detect(Self.frames(values))
    #expect(found.motions.count == 1)
    #expect(found.motions.first?.fromLevel == 812)
    #expect(found.motions.first?.toLevel == 812)
  }

  @Test("noise under the threshold is not motion")
  func noise() {
    let values = (0..<40).map { 812.0 + ($0.isMultiple(of: 2) ? 0.3 : -0.3) }
    let found = KeyboardMotionDetector.detect(Self.frames(values))
    #expect(found.motions.isEmpty)
    #expect(found.rests.count == 1)
  }
}
