import CurveScopeTiming

/// Finds the keyboard handlers in Swift and Objective-C source, decides which strategy each
/// is, simulates it on the show, hide and third-party scenarios, and says how far the bar and
/// the keyboard drift apart and how to fix it.
///
/// The linter works on bytes given to it (no file system). The files given to one
/// ``lint(files:)`` call are one app: a handler's helpers, extensions, base classes and
/// registrations are looked up across all of them. It remembers simulations, so one linter
/// should lint all of an app's files. Work per file is bounded by ``LintLimits``.
package struct Linter: Sendable {
  /// The options.
  package let options: LintOptions
  /// The scenarios handlers are simulated on.
  package let scenarios: LintScenarios
  var simulator: LintSimulator

  /// Creates a linter.
  /// - Throws: ``LintError/tolerance(_:)`` for a negative or non-finite tolerance.
  package init(options: LintOptions = LintOptions()) throws {
    guard LintError.toleranceRange.contains(options.tolerance) else {
      throw LintError.tolerance(options.tolerance)
    }
    self.options = options
    scenarios = try LintScenarios(profiles: options.profiles)
    simulator = LintSimulator(
      scenarios: scenarios, clock: FrameClock(options.frameRate), tolerance: options.tolerance)
  }

  /// Lints one file's bytes as an app of its own.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - path: the file's name as it should appear in findings.
  ///   - language: how to lex it (from the extension: ``SourceLanguage/init(path:)``).
  /// - Returns: the findings, or why the file was skipped.
  package mutating func lint(
    _ bytes: [UInt8], path: String, language: SourceLanguage
  ) -> LintFileReport {
    lint(files: [LintSource(bytes: bytes, path: path, language: language)])[0]
  }

  /// Lints the files of one app together: one report per file, in the order given.
  package mutating func lint(files: [LintSource]) -> [LintFileReport] {
    let limits = options.limits
    let names = NameTable()
    var lexed: [LintApp.File] = []
    var reports: [LintFileReport] = []
    var numbers: [Int?] = []
    // Per lexed file: whether its bytes hold a suppression comment's marker.
    var directives: [Bool] = []
    for file in files {
      var report = LintFileReport(path: file.path)
      defer { reports.append(report) }
      guard file.bytes.count <= limits.maximumFileBytes else {
        report.skipped = .tooLarge(bytes: file.bytes.count, limit: limits.maximumFileBytes)
        numbers.append(nil)
        continue
      }
      let screened = SourceScreen.validate(file.bytes)
      if let offset = screened.invalidOffset {
        report.skipped = .notUTF8(offset: offset)
        numbers.append(nil)
        continue
      }
      guard SourceScreen.mayMatter(file.bytes) else {
        numbers.append(nil)
        continue
      }
      // Looked for now, while the bytes are in the cache, not after the whole app is indexed.
      directives.append(SuppressionComments.mayHoldDirectives(file.bytes))
      let source = LexedSource(
        bytes: screened.hasCarriageReturn ? SourceScreen.withLineFeeds(file.bytes) : file.bytes,
        language: file.language, tokenLimit: limits.maximumTokens, names: names)
      if source.isTruncated {
        report.notes.append(
          "stopped after \(limits.maximumTokens) tokens; the rest of the file is not analysed")
      }
      numbers.append(lexed.count)
      lexed.append(LintApp.File(path: file.path, index: SyntaxIndex(source)))
    }
    let app = LintApp(files: lexed, limits: limits, frameRate: options.frameRate.hertz)
    let registrations = AppRegistrations(app: app)
    for (position, number) in numbers.enumerated() {
      guard let number else { continue }
      var (findings, notes) = lint(appFile: number, in: app, registrations: registrations)
      findings.sort { $0.position < $1.position }
      // Without the marker there is no directive, and no finding is suppressed.
      if !findings.isEmpty, directives[number] {
        let comments = SuppressionComments(
          app.files[number].index.source.bytes, mayHoldDirectives: directives[number])
        for position in findings.indices {
          // The fields read in place (a copy of the whole finding retains each of its parts).
          findings[position].suppression = comments.suppression(
            codes: findings[position].codes.map(\.rawValue),
            lines: [findings[position].position.line, findings[position].handlerPosition.line])
        }
      }
      reports[position].findings = findings
      reports[position].notes += notes
    }
    return reports
  }

  /// The findings of one file of `app`.
  private mutating func lint(
    appFile number: Int, in app: LintApp, registrations: AppRegistrations
  ) -> ([LintFinding], [String]) {
    let limits = options.limits
    let index = app.files[number].index
    var notes: [String] = []
    var found = registrations.registrations(of: number)
    // Methods registered by selector, or called from a closure that is registered, are not
    // reported again for their names.
    var registered: Set<String> = []
    for registration in found {
      switch registration.handler {
      case .method(let name): registered.insert(name)
      case .closure(let open, let close): registered.formUnion(index.calledNames(in: open..<close))
      case .chain(let start, let end): registered.formUnion(index.calledNames(in: start..<end))
      case .function(let position): registered.insert(index.functions[position].name)
      }
    }
    found += RegistrationFinder(index: index).namedMethods(excluding: registered)
    var handlers = HandlerFinder(index: index).handlers(for: found)
    if handlers.count > limits.maximumHandlersPerFile {
      notes.append(
        "\(handlers.count) keyboard handlers; only the first \(limits.maximumHandlersPerFile) "
          + "are analysed")
      handlers = Array(handlers.prefix(limits.maximumHandlersPerFile))
    }
    var analyser = HandlerAnalyser(
      index: index, path: app.files[number].path, options: options, scenarios: scenarios,
      app: app, file: number)
    return (analyser.findings(for: handlers, simulator: &simulator), notes)
  }
}
