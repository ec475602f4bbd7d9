import CurveScopeCodec

/// What an expression is made of, after following the variables and helpers it uses: which
/// notification keys it reads, numbers, shifts, option and curve names.
struct ExpressionFacts: Sendable, Hashable {
  /// Reads `UIKeyboardAnimationDurationUserInfoKey`.
  var readsDurationKey = false
  /// Reads `UIKeyboardAnimationCurveUserInfoKey`.
  var readsCurveKey = false
  /// Reads the keyboard's end (or begin) frame key.
  var readsFrameKey = false
  /// Uses an unresolved name that says duration (`info.animationDuration`).
  var namesDuration = false
  /// Uses an unresolved name that says curve (`keyboard.curve`).
  var namesCurve = false
  /// Uses an unresolved name that says options (`notification.keyboardAnimationOptions`).
  var namesOptions = false
  /// Uses an unresolved name that says keyboard frame or height.
  var namesKeyboardFrame = false
  /// Contains `<< 16`.
  var shiftsBy16 = false
  /// A literal shifted by 16 (`7 << 16`), if any.
  var shiftedLiteral: Double?
  /// The numeric literals, in order.
  var numbers: [Double] = []
  /// The literal after `??`, if any (the value used when a key is missing).
  var fallback: Double?
  /// Options named (`.curveEaseOut`, `.beginFromCurrentState`), OR'd.
  var namedOptions: AnimationOptions = []
  /// Whether any option was named.
  var hasNamedOptions = false
  /// A curve named (`.easeOut`, `UIViewAnimationCurveLinear`).
  var namedCurve: AnimationCurve?
  /// The options a `switch` over the curve returns for a value it does not list (7), when the
  /// curve goes through such a helper in this file.
  var switchDefault: AnimationOptions?
  /// Calls to functions not defined in the file.
  var unresolvedCalls: [String] = []
  /// Names not defined in the file whose words say duration, curve, options or frame.
  var unresolvedNames: [String] = []
  /// Whether something could not be followed (depth or size limits).
  var truncated = false
  /// Whether a variable is redefined under a condition (a clamp of the curve to 0…3).
  var conditionallyReplaced = false
  /// The other files of the app whose definitions were read.
  var resolvedAcrossFiles: Set<String> = []

  /// Whether the notification's curve (read here, or named) flows in.
  var carriesCurve: Bool { readsCurveKey || namesCurve }
  /// Whether the notification's duration (read here, or named) flows in.
  var carriesDuration: Bool { readsDurationKey || namesDuration }

  /// Merges another expression's facts into these.
  mutating func formUnion(_ other: ExpressionFacts) {
    readsDurationKey = readsDurationKey || other.readsDurationKey
    readsCurveKey = readsCurveKey || other.readsCurveKey
    readsFrameKey = readsFrameKey || other.readsFrameKey
    namesDuration = namesDuration || other.namesDuration
    namesCurve = namesCurve || other.namesCurve
    namesOptions = namesOptions || other.namesOptions
    namesKeyboardFrame = namesKeyboardFrame || other.namesKeyboardFrame
    shiftsBy16 = shiftsBy16 || other.shiftsBy16
    shiftedLiteral = shiftedLiteral ?? other.shiftedLiteral
    if !other.numbers.isEmpty { numbers += other.numbers }
    fallback = fallback ?? other.fallback
    namedOptions.formUnion(other.namedOptions)
    hasNamedOptions = hasNamedOptions || other.hasNamedOptions
    namedCurve = namedCurve ?? other.namedCurve
    switchDefault = switchDefault ?? other.switchDefault
    if !other.unresolvedCalls.isEmpty { unresolvedCalls += other.unresolvedCalls }
    if !other.unresolvedNames.isEmpty { unresolvedNames += other.unresolvedNames }
    truncated = truncated || other.truncated
    conditionallyReplaced = conditionallyReplaced || other.conditionallyReplaced
    if !other.resolvedAcrossFiles.isEmpty {
      resolvedAcrossFiles.formUnion(other.resolvedAcrossFiles)
    }
  }
}
