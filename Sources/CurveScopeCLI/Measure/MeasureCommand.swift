#if Video
  import CurveScopeOutput
  import CurveScopePlot
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  /// `curvescope measure`: a screen recording in, the keyboard's top and the bar's lowest edge
  /// frame by frame out, the bar's desync against its resting places, and a trace.
  enum MeasureCommand: Command {
    static let spec = CommandSpec(
      name: "measure",
      abstract: "Measure a screen recording: the keyboard's top and the bar's edge, every frame.",
      discussion: """
        Decodes every frame of RECORDING (MP4, MOV, GIF: anything FFmpeg decodes) at its own \
        presentation time (a GIF's frame delays, an iPhone's variable frame rate), turned upright \
        by its rotation metadata, and follows what moves: the keyboard is what rises from the \
        bottom of the screen and rests there (its rows at rest are registered against every \
        frame, whatever glass, blur or colour it has); the bar is what rides on it and moves \
        down with it when it hides. Each edge comes with a confidence and how it was found; one \
        below the threshold is null, never guessed.

        The verdict compares the bar with its own resting places: the gap it keeps with the \
        keyboard up and with it hidden, interpolated by the keyboard's progress, within 3 pt. A \
        bar the keyboard covers is measured by its visible part (or, not seen, as under the \
        keyboard by at least half its height: a lower bound). The summary ends with a trust line. \
        Pixels become points by --pixels-per-point, by the frame's size when it is a known \
        iPhone recording, or by its shape (an estimate, said so).

        --trace-out writes the trace (JSON or CSV, by extension) that compare, check and explain \
        --trace read; -o draws the figures of compare --trace; --debug-frames writes frames with \
        both edges, their confidence and the registration drawn over them.

        Exit 66 when RECORDING is missing or unreadable; 65 when it is not a video, its codec \
        has no decoder, it holds no frame, it is cut short or damaged, its timestamps repeat, \
        its resolution, duration or frame count is beyond the limits (8192 px a side, 40 MP, 10 \
        minutes, 72000 frames), or it gives no verdict (no keyboard, no bar, too few frames of \
        the motion: the reason is printed, and the trace and debug frames of what was seen are \
        still written); 64 for bad options; 73 when an output cannot be written.
        """,
      arguments: [
        ArgumentSpec(
          name: "recording", help: "The screen recording (.mp4, .mov, .gif).", arity: .one,
          role: .input())
      ],
      options: MeasureOptions.detection + [
        MeasureOptions.traceOut, MeasureOptions.json, MeasureOptions.frames,
        SyncOptions.tolerance, SyncOptions.margin, TraceOptions.safeAreaBottom,
      ] + MeasureOptions.figure + [MeasureOptions.debugFrames, MeasureOptions.debugFrameCount],
      examples: [
        "curvescope measure bug-report.mov",
        "curvescope measure bug-report.mov --trace-out bug.json -o bug.png",
        "curvescope measure framed.mp4 --roi 60,120,1170,2532 --pixels-per-point 3 --json",
        "curvescope measure chat.gif --debug-frames frames/",
      ])

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
      let path = arguments.positionals[0]
      let measurer = try MeasureOptions.measurer(arguments)
      let traceOutput = try MeasureOptions.traceOutput(arguments)
      let figurePath = try MeasureOptions.figurePath(arguments)
      let kind = try CompareFigureKind(arguments)
      let tolerance = try SyncOptions.tolerance(arguments)
      let margin = try arguments.number(SyncOptions.margin)
      let inset = try arguments.number(TraceOptions.safeAreaBottom)
      let debugFolder = try MeasureOptions.debugFolder(arguments)
      let debugCount = try arguments.integer(MeasureOptions.debugFrameCount) ?? 6
      try InputFile.checkOpenable(path, io: io)
      let outputs = [
        (MeasureOptions.traceOut, traceOutput?.path), (FigureOptions.output, figurePath),
        (MeasureOptions.debugFrames, debugFolder),
      ]
      for case (let option, let output?) in outputs {
        try OutputTarget.check(output, option: option.primaryName, io: io)
      }
      if let figurePath, figurePath == traceOutput?.path {
        throw UsageError(
          .optionValue(FigureOptions.output.primaryName, figurePath),
          .conflicts(with: MeasureOptions.traceOut.primaryName))
      }

      // Everything that can fail on the input happens before the first output is written.
      var recording = try measurer.measure(path)
      if let inset { recording.trace?.safeAreaBottom = inset }
      let report = try recording.trace.map {
        try TraceReport($0, tolerance: tolerance, margin: margin)
      }
      let keyboardModel = report == nil ? KeyboardOnlyMatch.model(of: recording) : nil
      var notes: [String] = []
      var figure: Figure?
      if let figurePath {
        if let report {
          figure = try kind.figure(
            report, restingPlaces: MeasureFigure.restingPlaces(recording, report: report))
        } else {
          notes.append(
            "no figure written to \(TerminalText.escaped(figurePath)): "
              + (recording.traceProblem ?? "the recording gives no trace"))
        }
      }

      var written: [String] = []
      do {
        if let figurePath, let figure {
          try figure.write(
            to: figurePath, format: FigureOptions.outputFormat(arguments, path: figurePath),
            options: MeasureOptions.renderOptions(arguments))
          written.append(figurePath)
        }
        if let traceOutput {
          let text = MeasuredTraceFile.text(recording, json: traceOutput.format == .json)
          try AtomicFileWriter.write(text: text, to: traceOutput.path)
          written.append(traceOutput.path)
        }
        if let debugFolder {
          let paths = try DebugFrameWriter.write(recording, count: debugCount, to: debugFolder)
          written.append(contentsOf: paths)
          if paths.count < debugCount {
            notes.append(
              "\(paths.count) debug frame\(paths.count == 1 ? "" : "s") written, not "
                + "\(debugCount): the recording has \(recording.frames.count) "
                + "frame\(recording.frames.count == 1 ? "" : "s")")
          }
        }
      } catch {
        if !written.isEmpty {
          io.printError(
            "note: written before the failure: "
              + written.map(TerminalText.escaped).joined(separator: ", "))
        }
        throw error
      }

      if arguments.flag(MeasureOptions.json) {
        var members: [(String, JSONValue)] = []
        if let report,
          case .object(let summary) = report.jsonValue(
            frames: arguments.flag(MeasureOptions.frames))
        {
          members = summary
        }
        members.append(("recording", recording.jsonValue))
        members.append(("desync", recording.desyncJSON))
        members.append(("trust", recording.trustJSON))
        if let keyboardModel { members.append(("keyboardModel", keyboardModel.jsonValue)) }
        io.print(JSONValue.array([.object(members)]).prettyText)
      } else {
        var text =
          MeasureText.header(recording) + "\n\n"
          + MeasureText.desync(
            recording, modelOverlap: report?.modelMeasurement?.summary.maxOverlapPoints)
        if let keyboardModel { text += "\n" + keyboardModel.text }
        if let report {
          text += "\n\n" + MeasureText.compareNote + "\n" + TraceText.section(report)
        } else {
          text += "\n"
        }
        if arguments.flag(MeasureOptions.frames) {
          text += "\n" + MeasureText.frameTable(recording)
        }
        io.print(text, terminator: "")
      }
      for note in notes { io.printError("note: " + note) }
      if let refusal = recording.refusal {
        io.printError("error: \(TerminalText.escaped(path)) — \(refusal.reason)")
        return .dataError
      }
      return .success
    }
  }
#else
  /// `curvescope measure` in a build without the `Video` trait: refused, naming the trait.
  enum MeasureCommand: Command {
    static let spec = CommandSpec(
      name: "measure",
      abstract: "Measure a screen recording (needs the Video trait, not in this build).")
    static let missingTrait: BuildTraits.Trait? = .video

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
      throw UsageError(
        .command(spec.name), .notInThisBuild(feature: "'measure'", trait: "Video"))
    }
  }
#endif
