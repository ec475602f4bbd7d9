import CurveScope
import CurveScopePlot
import CurveScopeRecording
import Testing

@testable import CurveScopeCLI

/// `measure -o`'s figure says what `measure` says: its verdict against the bar's resting places
/// (or that there is none) heads it, the gap panel draws the gap those places expect, and a
/// recording that gives no verdict draws no fitted model.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct MeasureFigureTests {
  /// The measured recording of ``MeasureCommandTests/recording(_:scale:)`` and its report.
  static func measured() throws -> (MeasuredRecording, TraceReport) {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let (path, _) = try MeasureCommandTests.recording(folder)
    let recording = try RecordingMeasurer().measure(path)
    let trace = try #require(recording.trace)
    return (recording, try TraceReport(trace))
  }

  /// The plot panels of a figure, in order.
  static func plots(_ figure: Figure) -> [PlotPanel] {
    figure.panels.compactMap {
      if case .plot(let panel) = $0.content { return panel }
      return nil
    }
  }

  @Test func aVerdictHeadsTheFigureWithTheExpectedGapDrawn() throws {
    // The display-link bar lags the rising keyboard a frame: covered, against a bar resting
    // ~20 pt above the shown keyboard; the recording shows the bar with the keyboard hidden on
    // its first frame only, which stands for its rest there (~20 pt above the screen's bottom).
    let (recording, report) = try Self.measured()
    let analysis = try #require(recording.analysis)
    #expect(recording.refusal == nil && analysis.verdict == .covered)
    let down = try #require(analysis.restingGapDown)
    #expect(analysis.restingDownFrames == 1)
    #expect(abs(down - analysis.restingGapUp) < 0.5)
    let overlay = try #require(MeasureFigure.restingPlaces(recording, report: report))
    #expect(overlay.conclusion == .desync)
    let up = NumberText.reading(analysis.restingGapUp, decimals: 1)
    let hidden = NumberText.reading(down, decimals: 1)
    #expect(
      overlay.headline.hasPrefix(
        "Measured: covered against the bar's resting places (gap \(up) pt with the keyboard up, "
          + "\(hidden) pt with it hidden): "), "\(overlay.headline)")
    #expect(overlay.trust.hasPrefix("trust: "))

    // One expected gap per frame: the resting gaps interpolated wherever the keyboard was placed.
    let frames = report.measurement.series.frames
    #expect(overlay.expectedGap.count == frames.count)
    #expect(report.trace.frames.count == frames.count)
    for ((frame, traced), expected) in zip(zip(frames, report.trace.frames), overlay.expectedGap) {
      #expect(expected.x == frame.timeMilliseconds)
      if let top = traced.keyboardTop, frame.keyboardTop != nil {
        #expect(abs(expected.y - analysis.expectedGap(keyboardTop: top)) < 1e-9)
      } else {
        #expect(expected.y.isNaN)
      }
    }
    // The deciding departure is marked where it lies: its expected gap plus its extra, at its
    // frame.
    let overlap = try #require(analysis.maxExtraOverlap)
    let position = try #require(recording.frames.firstIndex { $0.index == overlap.index })
    let mark = try #require(overlay.marks.first)
    #expect(overlay.marks.count == 1 && mark.isOverlap)
    #expect(mark.at.x == frames[position].timeMilliseconds)
    #expect(abs(mark.at.y - (overlap.expected + overlap.extra)) < 1e-9)
    #expect(mark.text.hasSuffix(" pt nearer than expected"))

    let figure = try CompareFigureKind.comparison.figure(report, restingPlaces: overlay)
    let lines = try #require(figure.header).lines.map(\.text)
    #expect(lines.first == overlay.headline)
    #expect(lines.dropFirst().first == overlay.trust)
    // compare's own reading of the gap (from the keyboard's edge) is not a second headline.
    #expect(!lines.contains { $0.hasPrefix("Recorded: ") && $0.contains("gap") })
    let gap = Self.plots(figure)[1]
    #expect(gap.series.contains { $0.label == "expected gap (resting places)" })
    #expect(gap.fills.contains { $0.labelWhereAbove == "expected ±3 pt" })
    #expect(gap.bands.isEmpty)
    #expect(gap.annotations.map(\.text) == [mark.text])
    // The model still drawn: the verdict stands.
    #expect(Self.plots(figure)[0].series.contains { $0.label?.hasPrefix("bar model") == true })
    #expect(Self.plots(figure).count == 3)
  }

  @Test func noVerdictDrawsWhatWasSeenAndNoModel() throws {
    var (recording, report) = try Self.measured()
    #expect(report.match != nil)
    recording.refusal = .tooFewFrames(seen: 2, needed: 5)
    let overlay = try #require(MeasureFigure.restingPlaces(recording, report: report))
    #expect(overlay.conclusion == .none)
    #expect(
      overlay.headline == "No verdict: "
        + MeasurementRefusal.tooFewFrames(seen: 2, needed: 5).reason)
    let figure = try CompareFigureKind.comparison.figure(report, restingPlaces: overlay)
    let header = try #require(figure.header)
    #expect(header.title.hasSuffix("· recorded, no verdict"))
    #expect(header.lines.first?.text == overlay.headline)
    #expect(header.lines.contains { $0.text.hasPrefix("No model drawn") })
    let plots = Self.plots(figure)
    // Positions and gap only: no residuals against a model, no model line.
    #expect(plots.count == 2)
    #expect(!plots[0].series.contains { $0.label?.contains("model") == true })
    #expect(!plots[1].series.contains { $0.label == "model gap" })
    #expect(plots[0].title == "Recorded frames (points); y grows downward")
  }
}
