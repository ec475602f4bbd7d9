#if Video
  import CurveScopeOutput
  import CurveScopePlot
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  /// `curvescope measure`: a screen recording in, the keyboard's and the bar's edges frame by
  /// frame out, as a trace with the same summary as `compare --trace`.
  enum MeasureCommand: Command {
    static let spec = CommandSpec(
      name: "measure",
      abstract: "Measure a screen recording: the keyboard's top and the bar's bottom, every frame.",
      discussion: """
        Decodes every frame of RECORDING (MP4, MOV: H.264, HEVC or anything FFmpeg decodes) at \
        its own presentation time (iPhone recordings have a variable frame rate; nothing is \
        computed from a nominal rate), turned upright by its rotation metadata, and finds in each \
        frame the keyboard's top edge (a full-width keyboard with rows of key caps rising from \
        the bottom) and the input bar's bottom edge (the full-width band above it), to a \
        fraction of a pixel. Pixels become points by --scale, or by the frame's size when it is a \
        known iPhone screen recorded at 2× or 3×. An edge not found is null, never guessed; a \
        bar the keyboard covers ends at its top plus its height, learned from the recording (or \
        --bar-height).

        Prints the recording, the scale, how many edges were found and how surely (each frame \
        has a confidence, 0–1: --frames lists them), then the same summary as compare --trace: \
        the measures at the recorded frames, the trace's quality and the model it moves like. \
        --trace-out writes the trace (JSON or CSV, by extension), which compare, check and \
        explain --trace read; -o draws the figures of compare --trace; --debug-frames writes a \
        few frames with the detected edges drawn over them.

        Exit 66 when RECORDING is missing or unreadable; 65 when it is not a video, its codec \
        has no decoder, it holds no frame, it is cut short or damaged, its resolution, duration \
        or frame count is beyond the limits (8192 px a side, 40 MP, 10 minutes, 72000 frames), \
        its size is no known iPhone screen and no --scale is given, or no frame shows a keyboard; \
        64 for bad options; 73 when an output cannot be written. Nothing is written unless the \
        whole recording was measured.
        """,
      arguments: [
        ArgumentSpec(
          name: "recording", help: "The screen recording (.mp4, .mov).", arity: .one, role: .input()
        )
      ],
      options: MeasureOptions.detection + [
        MeasureOptions.traceOut, MeasureOptions.json, MeasureOptions.frames,
        SyncOptions.tolerance, SyncOptions.margin, TraceOptions.safeAreaBottom,
      ] + MeasureOptions.figure + [MeasureOptions.debugFrames, MeasureOptions.debugFrameCount],
      examples: [
        "curvescope measure bug-report.mov",
        "curvescope measure bug-report.mov --trace-out bug.json -o bug.png",
        "curvescope measure framed.mp4 --roi 60,120,1170,2532 --scale 3 --json",
        "curvescope measure numbers.mp4 --keyboard-color '#D1D3D9' --debug-frames frames/",
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
      let debugFolder = arguments.text(MeasureOptions.debugFrames)
      if debugFolder == nil, arguments.isGiven(MeasureOptions.debugFrameCount) {
        throw UsageError(
          .option(MeasureOptions.debugFrameCount.primaryName),
          .needs(MeasureOptions.debugFrames.primaryName))
      }
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
      if let inset { recording.trace.safeAreaBottom = inset }
      let report = try TraceReport(recording.trace, tolerance: tolerance, margin: margin)
      let figure = try figurePath.map { _ in try kind.figure(report) }

      if let figurePath, let figure {
        try figure.write(
          to: figurePath, format: FigureOptions.outputFormat(arguments, path: figurePath),
          options: MeasureOptions.renderOptions(arguments))
      }
      if let traceOutput {
        let text =
          traceOutput.format == .json ? recording.trace.jsonText : recording.trace.csvText
        try AtomicFileWriter.write(text: text, to: traceOutput.path)
      }
      if let debugFolder {
        _ = try DebugFrameWriter.write(recording, count: debugCount, to: debugFolder)
      }

      if arguments.flag(MeasureOptions.json) {
        guard
          case .object(var members) = report.jsonValue(
            frames: arguments.flag(MeasureOptions.frames))
        else { return .success }
        members.append(("recording", recording.jsonValue))
        io.print(JSONValue.array([.object(members)]).prettyText)
      } else {
        var text = MeasureText.header(recording) + "\n\n" + TraceText.section(report)
        if arguments.flag(MeasureOptions.frames) {
          text += "\n" + MeasureText.frameTable(recording)
        }
        io.print(text, terminator: "")
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
