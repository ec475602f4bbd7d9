import CurveScopeMotion

/// Finds the keyboard handlers in Swift and Objective-C source, decides which strategy each
/// is, simulates it on the show, hide and third-party scenarios, and says how far the bar and
/// the keyboard drift apart and how to fix it.
///
/// The linter works on bytes given to it (no file system); it remembers simulations, so one
/// linter should lint all of an app's files. Work per file is bounded by ``LintLimits``.
public struct Linter: Sendable {
  /// The options.
  public let options: LintOptions
  /// The scenarios handlers are simulated on.
  public let scenarios: LintScenarios
  var simulator: LintSimulator

  /// Creates a linter.
  /// - Throws: ``LintError/tolerance(_:)`` for a negative or non-finite tolerance.
  public init(options: LintOptions = LintOptions()) throws {
    guard LintError.toleranceRange.contains(options.tolerance) else {
      throw LintError.tolerance(options.tolerance)
    }
    self.options = options
    scenarios = try LintScenarios()
    simulator = LintSimulator(
      scenarios: scenarios, clock: FrameClock(options.frameRate), tolerance: options.tolerance)
  }

  /// Lints one file's bytes.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - path: the file's name as it should appear in findings.
  ///   - language: how to lex it (from the extension: ``SourceLanguage/init(path:)``).
  /// - Returns: the findings, or why the file was skipped.
  public mutating func lint(
    _ bytes: [UInt8], path: String, language: SourceLanguage
  ) -> LintFileReport {
    let limits = options.limits
    guard bytes.count <= limits.maximumFileBytes else {
      return LintFileReport(
        path: path, skipped: .tooLarge(bytes: bytes.count, limit: limits.maximumFileBytes))
    }
    if let offset = SourceScreen.firstInvalidUTF8(bytes) {
      return LintFileReport(path: path, skipped: .notUTF8(offset: offset))
    }
    guard SourceScreen.mayMentionKeyboard(bytes) else { return LintFileReport(path: path) }
    let source = LexedSource(bytes: bytes, language: language, tokenLimit: limits.maximumTokens)
    var report = LintFileReport(path: path)
    if source.isTruncated {
      report.notes.append(
        "stopped after \(limits.maximumTokens) tokens; the rest of the file is not analysed")
    }
    let index = SyntaxIndex(source)
    let finder = RegistrationFinder(index: index)
    var registrations = finder.registrations()
    // Methods registered by selector, or called from a closure that is registered, are not
    // reported again for their names.
    var registered: Set<String> = []
    for registration in registrations {
      switch registration.handler {
      case .method(let name): registered.insert(name)
      case .closure(let open, let close): registered.formUnion(index.calledNames(in: open..<close))
      case .chain(let start, let end): registered.formUnion(index.calledNames(in: start..<end))
      case .function: break
      }
    }
    registrations += finder.namedMethods(excluding: registered)
    var handlers = HandlerFinder(index: index).handlers(for: registrations)
    if handlers.count > limits.maximumHandlersPerFile {
      report.notes.append(
        "\(handlers.count) keyboard handlers; only the first \(limits.maximumHandlersPerFile) "
          + "are analysed")
      handlers = Array(handlers.prefix(limits.maximumHandlersPerFile))
    }
    var analyser = HandlerAnalyser(
      index: index, path: path, options: options, scenarios: scenarios)
    report.findings = analyser.findings(for: handlers, simulator: &simulator)
    return report
  }
}
