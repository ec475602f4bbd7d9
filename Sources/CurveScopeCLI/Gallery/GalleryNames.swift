#if Figures
  import CurveScopeGallery
  import CurveScopePlot
  import CurveScopeSync

  /// Checks, before any figure is drawn, that the gallery's scenarios give distinct file names
  /// that fit the file system, and that no figure would be written over an input.
  enum GalleryNames {
    /// The most bytes of one file name (`NAME_MAX` on Linux and macOS).
    static let maximumFileNameBytes = 255
    /// Bytes the atomic writer adds to a name for its temporary: `.` before it and
    /// `.tmp-PID-RANDOM` after it (a PID of up to 10 digits, 16 hexadecimal digits).
    static let temporaryOverhead = 1 + ".tmp-".count + 10 + 1 + 16

    /// Throws for the first scenario (in file order) whose name gives the same file names as an
    /// earlier one, or a file name too long.
    /// - Throws: ``InputFileError`` wrapping a ``GalleryNameError``, naming the scenario file.
    static func check(_ scenarios: [(path: String, scenario: Scenario)], format: OutputFormat)
      throws
    {
      let longestStrategy = InputBarStrategy.presets.map(\.name.utf8.count).max() ?? 0
      var seen: [String: String] = [:]
      for (path, scenario) in scenarios {
        let base = GalleryPlan.fileName(scenario.name)
        if let other = seen[base.lowercased()] {
          throw InputFileError(
            path: path,
            content: GalleryNameError(
              scenario: scenario.name, .sameFileNames(otherFile: other, baseName: base)))
        }
        seen[base.lowercased()] = path
        // The longest name a scenario gives: comparison-BASE-STRATEGY.EXT.
        let longest =
          "comparison-\(base)-" + String(repeating: "x", count: longestStrategy)
          + ".\(format.rawValue)"
        let bytes = longest.utf8.count + temporaryOverhead
        if bytes > maximumFileNameBytes {
          throw InputFileError(
            path: path,
            content: GalleryNameError(
              scenario: scenario.name,
              .tooLong(
                fileName: "comparison-\(base).\(format.rawValue)", bytes: bytes,
                limit: maximumFileNameBytes)))
        }
      }
    }

    /// Throws when a figure or the index in `folder` is one of the command's inputs.
    /// - Throws: ``UsageError`` naming `-o` and the input.
    static func checkOutputs(
      _ items: [GalleryItem], folder: String, format: OutputFormat,
      io: CommandIO
    ) throws {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      let files = items.map { "\($0.name).\(format.rawValue)" } + ["index.md"]
      for file in files {
        if let input = io.inputs.input(at: prefix + file) {
          throw UsageError(
            .optionValue(GalleryCommand.output.primaryName, folder),
            .outputIsInput(input: input.path))
        }
      }
    }
  }
#endif
