import CurveScopeNotifications
import CurveScopeSync

/// What a motion's simulation depends on: how it moves the bar, the notifications it is
/// simulated for and those its handler observes, its shape's codes, and the handler's form.
///
/// Handlers of the same shape (most of an app's) share one simulation, one code derivation and
/// one fix search; only their positions, evidence and wording in their language differ.
struct SimulationKey: Hashable {
  /// The bar's reaction.
  var reaction: InputBarStrategy.Reaction
  /// Frames of latency.
  var latencyFrames: Int
  /// A keyboard height the code assumes.
  var assumedHeight: Double?
  /// Codes from the code's shape.
  var shapeCodes: Set<LintCode>
  /// The notifications simulated.
  var kinds: Set<KeyboardEventKind>
  /// The notifications the handler observes.
  var ownKinds: Set<KeyboardEventKind>
  /// What the handler's form changes: 1 for an input accessory view (renamed), 2 for a
  /// keyboard layout guide (simulated on every scenario), 0 otherwise.
  var form: UInt8

  /// The key of `motion` simulated for `kinds`, in a handler of `form` observing `ownKinds`.
  init(
    _ motion: HandlerMotion, kinds: Set<KeyboardEventKind>, ownKinds: Set<KeyboardEventKind>,
    form: ObserverForm
  ) {
    reaction = motion.reaction
    latencyFrames = motion.latencyFrames
    assumedHeight = motion.assumedHeight
    shapeCodes = motion.codes
    self.kinds = kinds
    self.ownKinds = ownKinds
    self.form =
      switch form {
      case .inputAccessoryView: 1
      case .keyboardLayoutGuide: 2
      default: 0
      }
  }
}

/// The part of a finding that depends only on its ``SimulationKey``.
struct SimulatedMotion {
  /// The strategy (renamed for an input accessory view).
  var strategy: InputBarStrategy
  /// The preset it is, or is closest to.
  var closestPreset: String
  /// Each selected scenario's measures, per profile.
  var results: [LintScenarioResult]
  /// The deepest overlap and widest gap of the verdict's results.
  var maxOverlapPoints: Double
  var maxGapPoints: Double
  /// The codes derived from the simulation, before the fix search.
  var derivedCodes: [LintCode]
  /// The codes reported (the fix search may reveal more).
  var codes: [LintCode]
  /// The fix (its code in the language of the first handler that searched it), if searched.
  var fix: LintFix?
  /// Whether the fix search revealed codes.
  var revealedCodes: Bool
  /// The severity.
  var severity: LintSeverity
}
