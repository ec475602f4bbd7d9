#if Video
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeDetection
  import CurveScopeVideo

  /// The human-readable lines `measure` prints.
  enum MeasureText {
    /// The video, its scale and screen, the keyboard and the bar found, and the trace's t = 0.
    static func header(_ recording: MeasuredRecording) -> String {
      let info = recording.info
      let count = recording.frames.count
      let span = recording.frames.last?.recordingMilliseconds ?? 0
      let turns = info.clockwiseQuarterTurns
      var video =
        "Recording: \(TerminalText.escaped(recording.path)) — \(info.codec) "
        + "\(info.width)×\(info.height) px" + (turns == 0 ? "" : " (turned \(turns * 90)° upright)")
        + ", \(count) frame\(count == 1 ? "" : "s") over \(NumberText.reading(span)) ms"
      if recording.region.width != info.width || recording.region.height != info.height {
        video += ", region \(recording.region)"
        if recording.screenFoundInBorder {
          video += " (the screen found inside a uniform border; --roi gives another)"
        } else if recording.screenFoundByMotion {
          video +=
            " (the screen found as what changes between margins no frame changes; --roi gives "
            + "another)"
        }
      }
      if recording.stillBottomRows > 0 {
        video +=
          "; its last \(recording.stillBottomRows) rows never change: the screen is taken to end "
          + "above them"
      }
      let screen =
        "\(NumberText.reading(recording.screenWidth))×\(NumberText.reading(recording.screenHeight)) pt"
      var lines = [video, "Scale: \(recording.scale.description), screen \(screen)"]
      if let model = recording.model {
        lines.append(keyboardLine(recording, model))
        lines.append(barLine(recording, model))
      }
      if recording.trace != nil {
        lines.append(
          "The trace's t = 0 is "
            + "\(NumberText.reading(recording.traceOriginMilliseconds, decimals: 2)) ms into the "
            + "recording.")
      }
      return lines.joined(separator: "\n")
    }

    private static func keyboardLine(_ recording: MeasuredRecording, _ model: MotionModel) -> String
    {
      let seen = recording.frames.filter { $0.keyboardState == .seen }
      let hidden = recording.frames.filter { $0.keyboardState == .hidden }.count
      let unclear = recording.frames.filter { $0.keyboardState == .unclear }.count
      let confidences = seen.map(\.keyboardConfidence).sorted()
      let top = recording.scale.points(fromRow: model.restingKeyboardTop)
      let how =
        model.keyboardTopMethod == .absentWhenHidden
        ? "the top of what the frames without it never show"
        : "the top of its panel's colour (it is never hidden)"
      var line =
        "Keyboard: rests with its top edge at \(NumberText.reading(top, decimals: 1)) pt (row "
        + "\(NumberText.reading(model.restingKeyboardTop, decimals: 1))), found as \(how); placed "
        + "in \(seen.count) of \(recording.frames.count) frames, hidden in \(hidden), unclear in "
        + "\(unclear)"
      if let lowest = confidences.first {
        line +=
          "; confidence median \(NumberText.fixed(confidences[confidences.count / 2], decimals: 2)), "
          + "lowest \(NumberText.fixed(lowest, decimals: 2))"
      }
      return line
    }

    private static func barLine(_ recording: MeasuredRecording, _ model: MotionModel) -> String {
      guard let bar = model.bar else {
        return "Bar: none rides on the keyboard (nothing above it moves down when it hides)"
      }
      let scale = recording.scale.pixelsPerPoint
      let edge =
        bar.edge == .background
        ? "its background's lower edge"
        : "its lowest outline (a pill's rim or its text field's border: its background cannot be "
          + "told from the page)"
      let gap = (model.restingKeyboardTop - bar.restingBottom) / scale
      let rest =
        bar.touchesKeyboard
        ? "rests on the keyboard" : "rests \(NumberText.reading(gap)) pt above the keyboard"
      let count = recording.barUnderKeyboardCount
      let under =
        count == 0
        ? ""
        : ", under the keyboard (not seen; the rows above the keyboard show no bar) in \(count)"
      return "Bar: followed by \(edge); \(rest), \(NumberText.reading(Double(bar.height) / scale)) "
        + "pt of it registered, travels \(NumberText.reading(Double(bar.travel) / scale)) pt when "
        + "the keyboard hides; seen in \(recording.barFoundCount) frames, covered (edge inferred "
        + "under the keyboard) in \(recording.barCoveredCount)" + under
    }

    /// The desync against the resting places, the verdict (or why none) and the trust line.
    static func desync(_ recording: MeasuredRecording, modelOverlap: Double? = nil) -> String {
      var lines: [String] = []
      if let analysis = recording.analysis {
        let tolerance = NumberText.reading(analysis.tolerance)
        lines.append("Desync against the bar's resting places (tolerance \(tolerance) pt):")
        var resting =
          "  resting gap \(NumberText.reading(analysis.restingGapUp, decimals: 1)) pt with the "
          + "keyboard up (\(analysis.restingUpFrames) frames)"
        if let down = analysis.restingGapDown {
          resting +=
            ", \(NumberText.reading(down, decimals: 1)) pt with it hidden "
            + "(\(analysis.restingDownFrames) frames); expected in between: interpolated by the "
            + "keyboard's progress"
        } else {
          resting +=
            "; never seen at rest with the keyboard hidden: the up gap is expected throughout"
        }
        lines.append(resting)
        if let gap = analysis.maxExtraGap, gap.extra > 0 {
          lines.append(
            "  largest extra gap \(NumberText.reading(gap.extra, decimals: 1)) pt at "
              + "\(NumberText.reading(gap.recordingMilliseconds, decimals: 1)) ms (expected "
              + "\(NumberText.reading(gap.expected, decimals: 1)) pt)")
        }
        if let overlap = analysis.maxExtraOverlap, overlap.extra < 0 {
          let amount = NumberText.reading(-overlap.extra, decimals: 1)
          var line: String
          switch overlap.basis {
          case .seen:
            line = "  largest extra overlap \(amount) pt"
          case .covered:
            line =
              "  largest extra overlap \(amount) pt (the bar covered: inferred from its visible part)"
          case .hidden:
            line =
              "  extra overlap at least \(amount) pt (the bar not seen: at least half of it under "
              + "the keyboard)"
          }
          line += " at \(NumberText.reading(overlap.recordingMilliseconds, decimals: 1)) ms"
          if let modelOverlap, overlap.basis != .seen {
            line += "; the matched model says \(NumberText.reading(modelOverlap, decimals: 1)) pt"
          }
          lines.append(line)
        }
        for spike in analysis.isolated {
          lines.append(
            "  not counted: \(NumberText.reading(spike.extra, decimals: 1)) pt from the expected gap "
              + "at \(NumberText.reading(spike.recordingMilliseconds, decimals: 1)) ms, on that "
              + "frame alone")
        }
        if let doubt = analysis.uncertain.max(by: { abs($0.extra) < abs($1.extra) }) {
          let count = analysis.uncertain.count
          lines.append(
            "  not counted: \(count) departure\(count == 1 ? "" : "s") on edges of confidence "
              + "under \(NumberText.reading(RestingGapAnalysis.decidingConfidence)) (the largest "
              + "\(NumberText.reading(doubt.extra, decimals: 1)) pt at "
              + "\(NumberText.reading(doubt.recordingMilliseconds, decimals: 1)) ms, confidence "
              + "\(NumberText.fixed(doubt.confidence, decimals: 2)))")
        }
        if recording.refusal == nil {
          lines.append(
            "verdict: \(analysis.verdict.rawValue) — \(analysis.seenInMotion) frame"
              + "\(analysis.seenInMotion == 1 ? "" : "s") of the motion show both edges")
        }
      }
      if let refusal = recording.refusal {
        lines.append("verdict: none — \(refusal.reason)")
      }
      lines.append(recording.trust.line)
      lines.append(contentsOf: recording.limits.map { "limit: " + $0 })
      return lines.joined(separator: "\n")
    }

    /// Introduces the compare-style table after the verdict.
    static let compareNote =
      "As compare --trace reads the trace (gap measured from the keyboard's edge itself, not from "
      + "the resting places):"

    /// Every frame's edges, in points and pixels, with evidence and confidence; `—` where an edge
    /// was not seen.
    static func frameTable(_ recording: MeasuredRecording) -> String {
      var table = TextTable(
        headers: [
          "frame", "recording ms", "keyboard", "top pt", "top px", "conf.", "bar pt", "bar px",
          "evidence", "conf.", "covered pt",
        ],
        alignments: [
          .right, .right, .left, .right, .right, .right, .right, .right, .left, .right, .right,
        ])
      func value(_ number: Double?) -> String {
        number.map { NumberText.reading($0, decimals: 2) } ?? "—"
      }
      for frame in recording.frames {
        table.append([
          String(frame.index), NumberText.fixed(frame.recordingMilliseconds, decimals: 2),
          frame.keyboardState.rawValue, value(frame.keyboardTop), value(frame.keyboardTopPixels),
          NumberText.fixed(frame.keyboardConfidence, decimals: 2), value(frame.barBottom),
          value(frame.barBottomPixels), frame.barEvidence?.rawValue ?? "not seen",
          NumberText.fixed(frame.barConfidence, decimals: 2), value(frame.barCoveredBottom),
        ])
      }
      return table.text
    }
  }
#endif
