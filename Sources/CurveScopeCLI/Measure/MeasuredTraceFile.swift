#if Video
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeTrace

  /// The trace file `measure --trace-out` writes: the trace's own text when the frames make a
  /// trace; otherwise (no bar seen, no keyboard) the same format written from the frames, with
  /// `null` where an edge was not seen, so that what was seen is kept (reading it back as a trace
  /// then says what is missing).
  enum MeasuredTraceFile {
    /// The file's text, JSON or CSV.
    static func text(_ recording: MeasuredRecording, json: Bool) -> String {
      if let trace = recording.trace { return json ? trace.jsonText : trace.csvText }
      let frames = recording.frames.map { frame -> (Double, Double?, Double?) in
        let keyboard: Double? =
          switch frame.keyboardState {
          case .seen: frame.keyboardTop
          case .hidden: recording.model == nil ? nil : recording.screenHeight
          case .unclear: nil
          }
        return (frame.recordingMilliseconds, keyboard, frame.barBottom)
      }
      guard json else {
        var text = "time_ms,keyboard_top,bar_bottom\n"
        for (time, keyboard, bar) in frames {
          text +=
            NumberText.exact(time) + "," + (keyboard.map(NumberText.exact) ?? "") + ","
            + (bar.map(NumberText.exact) ?? "") + "\n"
        }
        return text
      }
      func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
      let name = RecordingName.base(recording.path)
      let value = JSONValue.object([
        ("name", .string(name)),
        ("title", .string("Screen recording \(name)")),
        (
          "description",
          .string(
            "Measured by curvescope measure; no verdict: "
              + (recording.refusal?.reason ?? recording.traceProblem ?? "no trace"))
        ),
        (
          "screen",
          .object([
            ("width", .double(recording.screenWidth)), ("height", .double(recording.screenHeight)),
          ])
        ),
        ("units", .string("points")),
        (
          "frames",
          .array(
            frames.map { time, keyboard, bar in
              .object([
                ("timeMs", .double(time)), ("keyboardTop", optional(keyboard)),
                ("barBottom", optional(bar)),
              ])
            })
        ),
      ])
      return value.prettyText + "\n"
    }
  }

  /// A recording's name for files and titles.
  enum RecordingName {
    /// The file's name without its folder and extension (`bug.mov` → `bug`).
    static func base(_ path: String) -> String {
      let file = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
      return String(file[..<dot])
    }
  }
#endif
