public import CurveScopeNotifications
public import CurveScopeSync

/// One keyboard handler (or layout guide, or accessory view) in a source file: what it does to
/// the bar, simulated, and how to fix it.
public struct LintFinding: Sendable {
  /// The file, as given.
  public var path: String
  /// Where the handler is (its method name, or the registration of a closure).
  public var position: SourcePosition
  /// The file's language.
  public var language: SourceLanguage
  /// How serious it is.
  public var severity: LintSeverity
  /// The preset it equals (`reported-duration`) or `custom`.
  public var strategy: String
  /// The preset it is closest to.
  public var closestPreset: String
  /// What the handler does, in words.
  public var summary: String
  /// The problem codes (or `in-sync`), most important first.
  public var codes: [LintCode]
  /// How it observes the keyboard.
  public var form: ObserverForm
  /// The notifications it observes.
  public var notifications: [KeyboardEventKind]
  /// The handler method's name, when it is a method.
  public var handlerName: String?
  /// The deepest overlap over the simulated scenarios, in points (0 when none).
  public var maxOverlapPoints: Double
  /// The widest blank gap over the simulated scenarios, in points (0 when none).
  public var maxGapPoints: Double
  /// Each simulated scenario's measures.
  public var scenarios: [LintScenarioResult]
  /// The proposed change, verified by simulation; `nil` when in sync or not analysed.
  public var fix: LintFix?
  /// What the reading rests on.
  public var evidence: [LintEvidence]
  /// What had to be assumed.
  public var assumptions: [String]
  /// The simulated strategy (`nil` when not analysed).
  public var simulatedStrategy: InputBarStrategy?

  /// Whether any simulated frame is out of tolerance.
  public var isOutOfSync: Bool { scenarios.contains { !$0.summary.isInSync } }
}
