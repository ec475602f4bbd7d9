import Testing

@testable import CurveScopeDetection
@testable import CurveScopeRecording
@testable import CurveScopeVideo

/// A keyboard that is not found is `hidden` only on evidence that none is in view; otherwise it
/// is `unclear`, and the trace holds `null` for it rather than the screen's bottom. Before, "not
/// found" meant hidden: a glass keyboard's last 19 rows leaving a GIF were traced at the
/// screen's bottom, and the trace's gap jumped by 51 pt there.
struct KeyboardStateEvidenceTests {
  @Test func aKeyboardNotFoundIsHiddenOnlyOnEvidence() throws {
    let info = VideoInfo(
      container: "gif", codec: "gif", pixelFormat: "bgra", codedWidth: 402, codedHeight: 874,
      clockwiseQuarterTurns: 0, isMirrored: false)
    let half = MotionEdgeTracker.keyboardThreshold / 2
    let frames = [
      FrameEdges(keyboardTop: DetectedEdge(row: 566, confidence: 1, evidence: .keyboardRegistered)),
      // Not found, and the screen's lowest rows are not the hidden screen's (19 rows of glass).
      FrameEdges(),
      // The hidden screen where a keyboard always shows.
      FrameEdges(keyboardAbsent: true),
      // The hidden screen there, but a placement 4 rows up has half an edge's evidence (a soft
      // first row leaves the lowest rows near their hidden look).
      FrameEdges(
        keyboardCandidate: DetectedEdge(row: 870, confidence: half, evidence: .keyboardRegistered),
        keyboardAbsent: true),
      // A placement within the screen's last point tells nothing against the evidence.
      FrameEdges(
        keyboardCandidate: DetectedEdge(row: 873.5, confidence: 1, evidence: .keyboardRegistered),
        keyboardAbsent: true),
    ]
    let recording = RecordingMeasurer().assemble(
      path: "chat.gif", info: info, region: PixelRect(x: 0, y: 0, width: 402, height: 874),
      scale: ScreenScale(pixelsPerPoint: 1), screen: (402, 874),
      times: frames.indices.map { Double($0) * 66.7 },
      detection: MotionDetection(frames: frames, model: nil, failure: .noKeyboardMotion))
    #expect(
      recording.frames.map(\.keyboardState) == [.seen, .unclear, .hidden, .unclear, .hidden])
    let traced = recording.frames.map(RecordingMeasurer.traceFrame(screenHeight: 874))
    #expect(traced.map(\.keyboardTop) == [566, nil, 874, nil, 874])
  }
}
