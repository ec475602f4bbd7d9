#if Video
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  /// The human-readable lines `measure` prints about the recording before the trace's section.
  enum MeasureText {
    /// The video, its scale and screen, what was found and how surely, and the trace's t = 0.
    static func header(_ recording: MeasuredRecording) -> String {
      let info = recording.info
      let count = recording.frames.count
      let span = recording.frames.last?.recordingMilliseconds ?? 0
      let turns = info.clockwiseQuarterTurns
      var video =
        "Recording: \(TerminalText.escaped(recording.path)) — \(info.codec) "
        + "\(info.width)×\(info.height) px"
        + (turns == 0 ? "" : " (turned \(turns * 90)° upright)")
        + ", \(count) frame\(count == 1 ? "" : "s") over \(NumberText.reading(span)) ms"
      if recording.region.width != info.width || recording.region.height != info.height {
        video += ", region \(recording.region)"
      }
      var scaleText = "\(NumberText.reading(recording.scale.pixelsPerPoint, decimals: 3)) px/pt"
      switch recording.scale.source {
      case .given: scaleText += " (given)"
      case .knownScreen(let phone): scaleText += " (\(phone.models))"
      }
      let screen =
        "\(NumberText.reading(recording.screenWidth))×\(NumberText.reading(recording.screenHeight)) pt"
      var detection =
        "Detection: keyboard top in \(recording.keyboardFoundCount) of \(count) frames, bar bottom "
        + "in \(recording.barFoundCount) (null where not seen: a bar under the keyboard, a frame "
        + "too blurred)"
      let found = recording.frames.filter { $0.keyboardTop != nil || $0.barBottom != nil }
      let confidences = found.map(\.confidence).sorted()
      if let lowest = found.min(by: { $0.confidence < $1.confidence }) {
        detection +=
          "; confidence of the edges found: median "
          + "\(NumberText.reading(confidences[confidences.count / 2], decimals: 2)), lowest "
          + "\(NumberText.reading(lowest.confidence, decimals: 2)) (frame \(lowest.index) at "
          + "\(NumberText.reading(lowest.recordingMilliseconds)) ms)"
      }
      let hiddenBars = recording.frames.filter { $0.keyboardTop != nil && $0.barBottom == nil }
      var covered: String?
      if !hiddenBars.isEmpty {
        let height = recording.learned.barHeightPixels.map {
          " (\(NumberText.reading($0 / recording.scale.pixelsPerPoint)) pt)"
        }
        covered =
          "\(hiddenBars.count) frame\(hiddenBars.count == 1 ? "" : "s") show the keyboard but not "
          + "the bar: where the keyboard covers the whole bar, the overlap is more than its "
          + "height\(height ?? "") and than the recorded maximum below; the model's row estimates it"
      }
      var learned: [String] = []
      if let color = recording.learned.keyboardColor { learned.append("keyboard \(color)") }
      if let color = recording.learned.barColor { learned.append("bar \(color)") }
      if let height = recording.learned.barHeightPixels {
        learned.append(
          "bar height \(NumberText.reading(height / recording.scale.pixelsPerPoint)) pt")
      }
      return [
        video,
        "Scale: \(scaleText), screen \(screen)",
        detection,
        covered,
        learned.isEmpty ? nil : "Learned: " + learned.joined(separator: ", "),
        "The trace's t = 0 is \(NumberText.reading(recording.traceOriginMilliseconds, decimals: 2)) "
          + "ms into the recording.",
      ].compactMap { $0 }.joined(separator: "\n")
    }

    /// Every frame's edges, evidence and confidence; `—` where an edge was not found.
    static func frameTable(_ recording: MeasuredRecording) -> String {
      var table = TextTable(
        headers: [
          "frame", "recording ms", "trace ms", "keyboard top", "evidence", "conf.", "bar bottom",
          "evidence", "conf.",
        ],
        alignments: [.right, .right, .right, .right, .left, .right, .right, .left, .right])
      let origin = recording.traceOriginMilliseconds
      func pt(_ value: Double?) -> String {
        value.map { NumberText.reading($0, decimals: 2) } ?? "—"
      }
      func confidence(_ value: Double) -> String { NumberText.fixed(value, decimals: 2) }
      for frame in recording.frames {
        table.append([
          String(frame.index), NumberText.fixed(frame.recordingMilliseconds, decimals: 2),
          NumberText.fixed(frame.recordingMilliseconds - origin, decimals: 2),
          pt(frame.keyboardTop), frame.keyboardEvidence?.rawValue ?? "not found",
          confidence(frame.keyboardConfidence), pt(frame.barBottom),
          frame.barEvidence?.rawValue ?? (frame.barIsCovered ? "covered" : "not found"),
          confidence(frame.barConfidence),
        ])
      }
      return table.text
    }
  }
#endif
