import CurveScopeNotifications

/// How an animation helper in another file moves the bar, read in its own file.
struct ForeignMotion {
  /// The motion (its tokens belong to the helper's file: only the values are used).
  var motion: HandlerMotion
  /// What the reading rests on, placed in the helper's file.
  var evidence: [LintEvidence]
  /// The helper's file.
  var path: String
  /// The helper's name.
  var name: String
}

/// A helper's motions are remembered per function and observed notifications.
struct MotionKey: Hashable {
  /// The file.
  var file: Int
  /// The function's index in its file.
  var function: Int
  /// The notifications, sorted.
  var kinds: [String]
}

extension LintApp {
  /// Whether token `token` of file `file` names a function defined in another file (a cheap
  /// test before reading it).
  @inline(__always)
  func mayDefineElsewhere(_ token: Int, in file: Int) -> Bool {
    functionsDefined(name: files[file].index.source.tokens[token].name)
  }

  /// How the function called at token `token` of file `file` moves the bar when it is an
  /// animation helper of another file (`animateWithKeyboard(notification:animations:)` in a
  /// `UIViewController` extension): its motions read as a handler observing `kinds`; `nil`
  /// when no such helper moves anything.
  func animatorMotions(
    calledAt token: Int, in file: Int, kinds: Set<KeyboardEventKind>
  ) -> [ForeignMotion]? {
    guard hops < Self.maximumHops, mayDefineElsewhere(token, in: file) else { return nil }
    for candidate in functions(namedAt: token, in: file) {
      let key = MotionKey(
        file: candidate.file, function: candidate.function,
        kinds: kinds.map(\.rawValue).sorted())
      if let cached = motionCache[key] {
        if !cached.isEmpty { return cached }
        continue
      }
      // A helper that reaches itself reads as moving nothing.
      motionCache[key] = []
      hops += 1
      let index = files[candidate.file].index
      let function = index.functions[candidate.function]
      let scope = HandlerScope(
        index: index, body: function.body, lookupScope: function.body, limits: limits, app: self,
        file: candidate.file)
      let motions = HandlerClassifier(scope: scope, frameRate: frameRate).motions(
        observing: kinds)
      hops -= 1
      let path = files[candidate.file].path
      let converted = motions.map { motion in
        ForeignMotion(
          motion: motion,
          evidence: motion.evidence.map {
            LintEvidence(position: index.source.position(of: $0.token), note: $0.note, path: path)
          } + motion.foreignEvidence,
          path: path, name: function.name)
      }
      motionCache[key] = converted
      if !converted.isEmpty { return converted }
    }
    return nil
  }
}
