import CurveScopeSync

/// How a handler moves the bar, as read from its code: the animation (or follower) it runs,
/// with what the reading rests on.
struct HandlerMotion: Sendable {
  /// The bar's reaction.
  var reaction: InputBarStrategy.Reaction
  /// Frames between the notification and the bar's reaction.
  var latencyFrames: Int = 0
  /// A keyboard height the code assumes instead of reading the end frame.
  var assumedHeight: Double?
  /// Codes that come from the code's shape rather than the strategy (a property animator, a
  /// switch, an unresolved helper, performWithoutAnimation).
  var codes: Set<LintCode> = []
  /// The token the animation (or change) is at, for evidence.
  var token: Int
  /// What was found, as `(token, note)`.
  var evidence: [(token: Int, note: String)] = []
  /// What had to be assumed, in a user's words.
  var assumptions: [String] = []
  /// An edit that fixes the curve in place: the tokens to replace and the new text.
  var replacement: (tokens: ClosedRange<Int>, text: String)?
  /// An edit that removes `beginFromCurrentState` from the options in place, when it is a plain
  /// element of them.
  var optionRemoval: OptionRemoval?
  /// Evidence in other files of the app (an animation helper read there).
  var foreignEvidence: [LintEvidence] = []
}
