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
  /// Codes from the code's shape, a bit per ``LintCode`` case (sets of enums hash each
  /// element through a hasher of its own; a bit set is one word).
  var shapeCodes: UInt64
  /// The notifications simulated, a bit per kind.
  var kinds: UInt64
  /// The notifications the handler observes, a bit per kind.
  var ownKinds: UInt64
  /// What the handler's form changes: 1 for an input accessory view (renamed), 2 for a
  /// keyboard layout guide (simulated on every scenario), 0 otherwise.
  var form: UInt8

  /// The key of `motion` simulated for `kinds`, in a handler of `form` observing `ownKinds`.
  init(
    _ motion: HandlerMotion, kinds: Set<KeyboardEventKind>, ownKinds: [KeyboardEventKind],
    form: ObserverForm
  ) {
    reaction = motion.reaction
    latencyFrames = motion.latencyFrames
    assumedHeight = motion.assumedHeight
    shapeCodes = Self.bits(motion.codes, among: Self.codeCases)
    self.kinds = Self.bits(kinds, among: Self.kindCases)
    self.ownKinds = Self.bits(ownKinds, among: Self.kindCases)
    self.form =
      switch form {
      case .inputAccessoryView: 1
      case .keyboardLayoutGuide: 2
      default: 0
      }
  }
}

extension SimulationKey {
  /// The codes and the notification kinds, in their bits' order.
  static let codeCases = LintCode.allCases
  static let kindCases = KeyboardEventKind.allCases

  /// The members of `elements` as bits, by their position in `cases` (at most 64 cases).
  static func bits<Elements: Sequence>(
    _ elements: Elements, among cases: [Elements.Element]
  ) -> UInt64 where Elements.Element: Equatable {
    precondition(cases.count <= 64, "a case per bit")
    var bits: UInt64 = 0
    for element in elements {
      if let position = cases.firstIndex(of: element) { bits |= 1 << UInt64(position) }
    }
    return bits
  }
}

/// The part of a finding that depends only on its ``SimulationKey``: made once and shared by
/// reference (each handler of the key reads it without copying its parts).
final class SimulatedMotion: Sendable {
  /// The strategy (renamed for an input accessory view).
  let strategy: InputBarStrategy
  /// The preset it is, or is closest to.
  let closestPreset: String
  /// Each selected scenario's measures, per profile.
  let results: [LintScenarioResult]
  /// The deepest overlap and widest gap of the verdict's results.
  let maxOverlapPoints: Double
  let maxGapPoints: Double
  /// The codes derived from the simulation, before the fix search.
  let derivedCodes: [LintCode]
  /// The codes reported (the fix search may reveal more).
  let codes: [LintCode]
  /// The fix (its code in the language of the first handler that searched it), if searched.
  let fix: LintFix?
  /// Whether the fix search revealed codes.
  let revealedCodes: Bool
  /// The severity.
  let severity: LintSeverity

  /// A simulated motion with these parts.
  init(
    strategy: InputBarStrategy, closestPreset: String, results: [LintScenarioResult],
    maxOverlapPoints: Double, maxGapPoints: Double, derivedCodes: [LintCode], codes: [LintCode],
    fix: LintFix?, revealedCodes: Bool, severity: LintSeverity
  ) {
    self.strategy = strategy
    self.closestPreset = closestPreset
    self.results = results
    self.maxOverlapPoints = maxOverlapPoints
    self.maxGapPoints = maxGapPoints
    self.derivedCodes = derivedCodes
    self.codes = codes
    self.fix = fix
    self.revealedCodes = revealedCodes
    self.severity = severity
  }
}
