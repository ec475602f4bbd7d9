#if Figures
  import CurveScopeGallery
  import CurveScopePlot
  import CurveScopeSupport

  /// `curvescope gallery`: renders every documentation figure into a folder, in parallel.
  enum GalleryCommand: Command {
    static let spec = CommandSpec(
      name: "gallery",
      abstract: "Render every documentation figure from Curves/ into Output/ (the main job).",
      discussion: """
        Reads every scenario in CURVES/scenarios/*.json and draws, for each, a comparison of its \
        most instructive strategy and of every other distinct way the presets go out of sync, \
        and a strategy overview; filmstrips for the key scenarios; every recorded trace in \
        CURVES/traces/ (JSON or CSV) against the model it matches, with the residual per frame; \
        then the curve gallery, the animation-option bit field and two sweep heat maps; and, when \
        their scenarios are there, two slow-motion animations (GIF whatever --figure-format says): the \
        default show and the third-party keyboard's triple notification, three strategies each. \
        Figures are drawn in parallel on \
        every core, each written atomically (hidden temporaries left by a killed run are removed \
        first), and listed with a caption in DIR/index.md. A progress line is shown when \
        standard error is a terminal. The report (text or --format json: the folder, the time \
        taken and every file written) goes to standard output.
        """,
      options: [output, format, curves] + FigureOptions.rendering,
      examples: [
        "curvescope gallery",
        "curvescope gallery -o /tmp/figures --figure-format svg",
        "curvescope gallery --size 800x500 --scale 1",
      ])

    /// `-o DIR`.
    static let output = OptionSpec.option(
      "--output", "-o", value: "dir", help: "The folder to write into (created if missing).",
      default: "Output", role: .outputFolder)
    /// `--figure-format`: the still figures' file type (`--format` chooses what is printed).
    static let format = OptionSpec.option(
      "--figure-format", value: "type", help: "The still figures' file type",
      domain: .choice(OutputFormat.allCases.map(\.rawValue)), default: "png")
    /// `--curves DIR`.
    static let curves = OptionSpec.option(
      "--curves", value: "dir", help: "The folder holding scenarios/*.json (and traces/, if any).",
      default: "Curves", role: .input(folderExtensions: [".json", ".csv"], recursive: true))

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
      let clock = ContinuousClock()
      let start = clock.now
      let folder = arguments.text(output) ?? "Output"
      guard !folder.isEmpty else {
        throw UsageError(.optionValue(output.primaryName, folder), .missingValue(valueName: "dir"))
      }
      let format = try arguments.choice(format, as: OutputFormat.self) ?? .png
      let options = try FigureOptions.renderOptions(arguments)
      let curvesFolder = arguments.text(curves) ?? "Curves"
      let scenarioFolder = folderPath(curvesFolder) + "scenarios"
      let files = try InputFile.jsonFiles(in: scenarioFolder)
      let scenarios = try files.map { try SyncOptions.scenario(fromFile: $0, io: io) }
      // Names are checked before any analysis or drawing, naming the scenario file at fault.
      try GalleryNames.check(Array(zip(files, scenarios)), format: format)
      let items =
        try GalleryPlan.items(scenarios: scenarios)
        + GalleryTraces.items(folder: folderPath(curvesFolder) + "traces", format: format, io: io)
      try GalleryNames.checkOutputs(items, folder: folder, format: format, io: io)
      let progress = io.progress
      var onFigure: (@Sendable (Int, Int) -> Void)?
      if let progress {
        onFigure = { done, total in progress("gallery: \(done)/\(total) figures") }
      }
      try OutputFolder.create(folder)
      #if Video
        let animations = try GalleryAnimations.write(
          scenarios: scenarios, folder: folder, progress: progress)
      #else
        let animations: [GalleryRenderer.ExtraEntry] = []
      #endif
      let report = try GalleryRenderer.render(
        items, to: folder, format: format, options: options, extra: animations, progress: onFigure)
      progress?("")
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      io.written.add(folder)
      if arguments.reportFormat == .json {
        let files = report.files.map { JSONValue.string(folderPath(folder) + $0) }
        io.print(
          JSONValue.object([
            ("folder", .string(folder)), ("index", .string(folderPath(folder) + "index.md")),
            ("figures", .int(report.files.count)),
            ("seconds", .double(seconds)), ("files", .array(files)),
            ("removedTemporaries", .int(report.removedTemporaries)),
          ]).prettyText)
        return .success
      }
      let path = TerminalText.escaped(folder.hasSuffix("/") ? folder : folder + "/")
      io.print(
        "\(report.files.count) figures in \(NumberText.reading(seconds, decimals: 2)) s → "
          + "\(path) (index: \(path)index.md)")
      if report.removedTemporaries > 0 {
        io.print("removed \(report.removedTemporaries) stale temporary files of an interrupted run")
      }
      return .success
    }

    /// `folder` ending in `/`.
    static func folderPath(_ folder: String) -> String {
      folder.hasSuffix("/") ? folder : folder + "/"
    }
  }
#else
  /// `curvescope gallery` in a build without the `Figures` trait: refused, naming the trait.
  enum GalleryCommand: Command {
    static let spec = CommandSpec(
      name: "gallery",
      abstract: "Render every documentation figure (needs the Figures trait, not in this build).")
    static let missingTrait: BuildTraits.Trait? = .figures

    static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
      throw UsageError(
        .command(spec.name), .notInThisBuild(feature: "'gallery'", trait: "Figures"))
    }
  }
#endif
