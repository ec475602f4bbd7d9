#if Figures
  import CurveScopeGallery
  import CurveScopeMeasure
  import CurveScopePlot
  import CurveScopeSupport
  import CurveScopeTrace

  /// The gallery's recorded traces: every trace in `CURVES/traces/` (JSON or CSV) drawn against
  /// the model it was matched to, with the residual per frame (``TraceComparisonFigure``), as
  /// `compare --trace FILE -o FIG` draws it.
  enum GalleryTraces {
    /// The `index.md` section the trace figures are listed under.
    static let section = "Recorded traces"

    /// The trace figures of `folder` (none when it does not exist), in file order, named
    /// `trace-BASE` after the file's base name (`trace-BASE-2` for a second file with the same
    /// base name, `a.json` beside `a.csv`).
    /// Each trace is read, measured and matched here, before any figure is drawn.
    /// - Throws: ``InputFileError`` for a trace that cannot be read or is invalid (naming it), or
    ///   whose figure name is too long for a file name.
    static func items(folder: String, format: OutputFormat, io: CommandIO) throws -> [GalleryItem] {
      guard InputFile.isFolder(folder) else { return [] }
      let paths = try InputFile.files(in: folder, extensions: [".json", ".csv"])
      let bases = paths.map { GalleryPlan.fileName(InputFile.baseName($0)) }
      // Every name is checked before any trace is read or matched.
      var names: [String] = []
      var taken = Set<String>()
      for (path, base) in zip(paths, bases) {
        // Names are compared without case, as a case-insensitive file system would.
        var name = "trace-\(base)"
        var copy = 1
        while !taken.insert(name.lowercased()).inserted {
          copy += 1
          name = "trace-\(base)-\(copy)"
        }
        let bytes = "\(name).\(format.rawValue)".utf8.count + GalleryNames.temporaryOverhead
        if bytes > GalleryNames.maximumFileNameBytes {
          throw InputFileError(
            path: path,
            content: GalleryNameError(
              scenario: base,
              .tooLong(
                fileName: "\(name).\(format.rawValue)", bytes: bytes,
                limit: GalleryNames.maximumFileNameBytes)))
        }
        names.append(name)
      }
      var items: [GalleryItem] = []
      for (path, name) in zip(paths, names) {
        let trace = try TraceOptions.read(path, screenHeight: nil, io: io)
        let report = try TraceReport(trace, tolerance: 1, margin: nil)
        items.append(
          GalleryItem(
            name: name, section: section, caption: caption(report, file: fileName(path)),
            figure: try TraceComparisonFigure(recorded: report.measurement, overlay: report.overlay)
          ))
      }
      return items
    }

    /// `file, recorded: what the recording shows. Which model it moves like.`
    static func caption(_ report: TraceReport, file: String) -> String {
      let recorded = SyncVerdict.sentence(report.measurement.summary)
      let model =
        report.match.map { TraceText.sentence($0) }
        ?? "No model: \(report.matchProblem?.problem ?? "not matched")"
      return "\(TerminalText.escaped(file)), recorded: \(recorded). \(model)."
    }

    /// The last component of `path`.
    static func fileName(_ path: String) -> String {
      path.split(separator: "/").last.map(String.init) ?? path
    }
  }
#endif
