import Testing

@testable import CurveScopeDetection
@testable import CurveScopeRecording
@testable import CurveScopeVideo

/// A doubtful keyboard placement farther from a confident one in the next or previous frame
/// than a keyboard can travel in between is left out (``KeyboardSpikes``).
struct KeyboardSpikeTests {
  /// The frames of a 15 fps GIF at 1 px/pt (70 ms apart) whose keyboard rests with its top at
  /// row 266.5 and hides to the screen's bottom, row 480: its travel is 213.5 rows.
  static let travel = 480 - 266.5

  @Test func dimmedFramesChanceMatchAtTheBottomIsLeftOut() {
    // An alert dims the screen (no placement), then fades: its last frame matches the
    // keyboard's template on the screen's last 3 rows (477.5, confidence 0.37), 70 ms before
    // a frame that shows the keyboard up at 266.5. 211 rows in 70 ms, where the keyboard
    // crosses at most 213.5 × 70 / 100 = 149.45 rows.
    let rows: [Double?] = [266.5, nil, nil, 477.5, 266.5, 266.5]
    let confidences = [1, 0, 0, 0.37, 1, 1]
    let times = rows.indices.map { 70 * Double($0) }
    #expect(
      KeyboardSpikes.implausible(
        rows: rows, confidences: confidences, times: times, travel: Self.travel) == [3])
  }

  @Test func fastestRealStepsStay() {
    // A doubtful frame 3 rows into view before a confident one 60 rows higher; the GIF's
    // fastest step, 387.6 → 298.6 (89 rows in 70 ms), into a doubtful frame; a doubtful frame
    // 176 rows from the confident one after it. A confident placement is never judged.
    let rows: [Double?] = [477, 417, 387.6, 298.6, 476, 300]
    let confidences = [0.3, 0.95, 1, 0.45, 0.3, 1]
    let times = rows.indices.map { 70 * Double($0) }
    #expect(
      KeyboardSpikes.implausible(
        rows: rows, confidences: confidences, times: times, travel: Self.travel) == [4])
    // Index 3 (298.6 after 387.6: 89 rows) stays; index 4 (476, then 300 in 70 ms: 176 rows
    // over the bound of 149.45) goes; index 0 (477, then 417: 60 rows) stays.
  }

  @Test func assembledFrameIsUnclearWithNoKeyboardValue() throws {
    let info = VideoInfo(
      container: "gif", codec: "gif", pixelFormat: "bgra", codedWidth: 320, codedHeight: 480,
      clockwiseQuarterTurns: 0, isMirrored: false)
    func placed(_ row: Double, _ confidence: Double) -> FrameEdges {
      let edge = DetectedEdge(row: row, confidence: confidence, evidence: .keyboardRegistered)
      return FrameEdges(keyboardTop: edge, keyboardCandidate: edge)
    }
    let frames = [placed(266.5, 1), FrameEdges(), placed(477.5, 0.37), placed(266.5, 1)]
    let model = MotionModel(
      restingKeyboardTop: 266.5, keyboardTopMethod: .absentWhenHidden, referenceFrames: [0],
      hiddenFrames: [], bar: nil, strips: 16)
    let recording = RecordingMeasurer().assemble(
      path: "slack.gif", info: info, region: PixelRect(x: 0, y: 0, width: 320, height: 480),
      scale: ScreenScale(pixelsPerPoint: 1), screen: (320, 480),
      times: frames.indices.map { 70 * Double($0) },
      detection: MotionDetection(frames: frames, model: model, failure: nil))
    #expect(recording.frames.map(\.keyboardState) == [.seen, .unclear, .unclear, .seen])
    #expect(recording.frames.map(\.keyboardTopPixels) == [266.5, nil, nil, 266.5])
  }
}
