#if Video
  import CurveScopeOutput
  import CurveScopePlot
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  /// Writes `measure --debug-frames`: a few frames of the recording as PNG, each with the detected
  /// edges drawn over it (``FrameAnnotation``), named after the frame, its time and why it was
  /// chosen (`frame-0042-350.0ms-max-overlap.png`).
  enum DebugFrameWriter {
    /// Decodes the recording again up to the last chosen frame and writes the chosen ones into
    /// `folder` (created when missing); returns the files' paths.
    /// - Throws: ``FigureOutputError`` (exit 73) when the folder or a file cannot be written,
    ///   `VideoReadError` when the recording no longer reads as it did.
    static func write(_ recording: MeasuredRecording, count: Int, to folder: String) throws
      -> [String]
    {
      let chosen = recording.notableFrames(count: count)
      guard let last = chosen.last?.index else { return [] }
      try OutputFolder.create(folder)
      let reasons = Dictionary(uniqueKeysWithValues: chosen.map { ($0.index, $0.reasons) })
      let reader = try VideoReader(path: recording.path)
      var paths: [String] = []
      var index = 0
      while index <= last, let frame = try reader.nextFrame() {
        defer { index += 1 }
        guard let why = reasons[index], index < recording.frames.count else { continue }
        let measured = recording.frames[index]
        guard
          let pixels = RasterImage(
            width: frame.image.width, height: frame.image.height, bytes: frame.image.bgraBytes())
        else { continue }
        let annotated = try pixels.drawing(scale: recording.scale.pixelsPerPoint) {
          renderer, measurer, _ in
          try annotation(recording, measured, why).draw(on: renderer, measurer: measurer)
        }
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + fileName(measured, why)
        try annotated.writePNG(to: path)
        paths.append(path)
      }
      return paths
    }

    /// `frame-0042-350.0ms-max-overlap.png`: index, recording time, reasons.
    static func fileName(_ frame: MeasuredFrame, _ reasons: [NotableFrame.Reason]) -> String {
      let digits = String(frame.index)
      let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      return "frame-\(padded)-\(NumberText.fixed(frame.recordingMilliseconds, decimals: 1))ms-"
        + reasons.map(\.rawValue).joined(separator: "-") + ".png"
    }

    /// What to draw over one frame: the screen's rectangle in canvas points, the keyboard's top
    /// and the bar's edge with their confidence and the registration that placed them (how far
    /// each lies from its resting place), a covered bar's inferred edge marked as such.
    static func annotation(
      _ recording: MeasuredRecording, _ frame: MeasuredFrame, _ reasons: [NotableFrame.Reason]
    ) -> FrameAnnotation {
      let scale = recording.scale.pixelsPerPoint
      let region = recording.region
      let screen = Rect(
        x: Double(region.x) / scale, y: Double(region.y) / scale,
        width: Double(region.width) / scale, height: Double(region.height) / scale)
      let origin = recording.traceOriginMilliseconds
      let title =
        "frame \(frame.index) · \(NumberText.reading(frame.recordingMilliseconds, decimals: 1)) ms "
        + "(trace \(NumberText.reading(frame.recordingMilliseconds - origin, decimals: 1)) ms) · "
        + reasons.map(\.rawValue).joined(separator: ", ")
      func confidence(_ value: Double) -> String {
        "confidence \(NumberText.fixed(value, decimals: 2))"
      }
      func offset(_ rows: Double?, from rest: Double?) -> String {
        guard let rows, let rest else { return "" }
        return " · \(NumberText.reading(rows - rest, decimals: 1)) px from rest"
      }
      let model = recording.model
      let theme = Theme.standard
      var edges: [FrameAnnotation.Edge] = [
        FrameAnnotation.Edge(
          name: frame.keyboardState == .seen
            ? "keyboard top" : "keyboard \(frame.keyboardState.rawValue)",
          y: frame.keyboardTop,
          detail: "\(frame.keyboardEvidence?.rawValue ?? "—") · "
            + confidence(frame.keyboardConfidence)
            + offset(frame.keyboardTopPixels, from: model?.restingKeyboardTop),
          color: theme.keyboard, labelAbove: false)
      ]
      let barName = model?.bar?.edge == .outline ? "bar outline" : "bar bottom"
      if let covered = frame.barCoveredBottom {
        edges.append(
          FrameAnnotation.Edge(
            name: barName + " under the keyboard (inferred)", y: covered,
            detail: "covered: the overlap is at least the distance to the keyboard's top",
            color: theme.bar, labelAbove: true))
      } else {
        edges.append(
          FrameAnnotation.Edge(
            name: frame.barBottom != nil
              ? barName
              : frame.barEvidence == .barUnderKeyboard
                ? barName + " not seen: under the keyboard" : barName + " not seen",
            y: frame.barBottom,
            detail: "\(frame.barEvidence?.rawValue ?? "—") · " + confidence(frame.barConfidence)
              + offset(frame.barBottomPixels, from: model?.bar?.restingBottom),
            color: theme.bar, labelAbove: true))
      }
      return FrameAnnotation(title: title, screen: screen, edges: edges)
    }
  }
#endif
