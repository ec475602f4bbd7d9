/// The handler's code and the helpers it reaches in the same file, as frames, with the tools
/// to ask where a token runs and what an expression holds.
struct HandlerScope: Sendable {
  /// The file.
  let index: SyntaxIndex
  /// The frames: 0 is the handler.
  private(set) var frames: [AnalysisFrame]
  /// Whether a limit stopped the helper walk (depth, frames, tokens).
  private(set) var truncated = false
  /// Limits.
  let limits: LintLimits
  /// Where the handler's own top level runs: `.sync` for notification-center callbacks and
  /// synchronous chains, `.async` for `for await` loops and chains that `receive(on:)` the main
  /// queue.
  var rootPlacement: Placement = .sync

  /// The handler's frames for a body (`range`), looking definitions up in `lookupScope`.
  init(index: SyntaxIndex, body range: Range<Int>, lookupScope: Range<Int>, limits: LintLimits) {
    self.index = index
    self.limits = limits
    frames = [
      AnalysisFrame(
        range: range, lookupScope: lookupScope, parameters: [:], caller: nil, callToken: nil,
        depth: 0, function: nil)
    ]
    followHelpers()
  }

  var source: LexedSource { index.source }

  /// Adds a frame for every call to a function of this file, breadth first, within the
  /// depth, frame and token limits; recursion (a helper already on the path) is not followed.
  private mutating func followHelpers() {
    var next = 0
    var tokens = frames[0].range.count
    while next < frames.count {
      let frame = frames[next]
      defer { next += 1 }
      guard frame.depth < limits.maximumHelperDepth else { continue }
      for call in calls(in: frame.range) {
        guard let definition = index.function(named: call.name) else { continue }
        if path(to: next).contains(call.name) || definition.body.contains(call.token) { continue }
        guard frames.count < limits.maximumFrames,
          tokens + definition.body.count <= limits.maximumHandlerTokens
        else {
          truncated = true
          return
        }
        tokens += definition.body.count
        frames.append(
          AnalysisFrame(
            range: definition.body, lookupScope: definition.body,
            parameters: bind(call.arguments, to: definition, caller: next), caller: next,
            callToken: call.token, depth: frame.depth + 1, function: call.name))
      }
    }
  }

  /// The helper names on the path from the handler to frame `index`.
  private func path(to frameIndex: Int) -> Set<String> {
    var names: Set<String> = []
    var cursor: Int? = frameIndex
    while let current = cursor {
      if let name = frames[current].function { names.insert(name) }
      cursor = frames[current].caller
    }
    return names
  }

  /// Binds a helper's parameters to a call's arguments: by label, then unlabelled in order
  /// (Swift), or by position (Objective-C).
  private func bind(
    _ arguments: CallArguments, to definition: FunctionDefinition, caller: Int
  ) -> [String: AnalysisFrame.Argument] {
    var result: [String: AnalysisFrame.Argument] = [:]
    var unlabelled = arguments.arguments.filter { $0.label == nil }.makeIterator()
    for (position, name) in definition.parameterNames.enumerated() {
      let label =
        position < definition.parameterLabels.count
        ? definition.parameterLabels[position] : "_"
      let value: Range<Int>?
      if source.language == .objectiveC {
        value = arguments.value(at: position)
      } else if label != "_", let labelled = arguments.value(label) {
        value = labelled
      } else {
        value = unlabelled.next()?.value
      }
      if let value { result[name] = AnalysisFrame.Argument(frame: caller, value: value) }
    }
    return result
  }
}
