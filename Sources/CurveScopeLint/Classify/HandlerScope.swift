/// The handler's code and the helpers it reaches in the same file, as frames, with the tools
/// to ask where a token runs and what an expression holds.
struct HandlerScope {
  /// The file.
  let index: SyntaxIndex
  /// The app the file belongs to, for definitions in its other files.
  let app: LintApp?
  /// The file's number in the app.
  let file: Int
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
  init(
    index: SyntaxIndex, body range: Range<Int>, lookupScope: Range<Int>, limits: LintLimits,
    app: LintApp? = nil, file: Int = 0
  ) {
    self.index = index
    self.app = app
    self.file = file
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
        guard let definition = index.function(namedAt: call.token) else { continue }
        if path(to: next, contains: call.name) || definition.body.contains(call.token) { continue }
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
      for callback in storedCallbacks(in: frame.range) {
        let name = "\(source.name(callback.call))[\(callback.key)]"
        if path(to: next, contains: name) { continue }
        guard frames.count < limits.maximumFrames,
          tokens + callback.body.count <= limits.maximumHandlerTokens
        else {
          truncated = true
          return
        }
        tokens += callback.body.count
        frames.append(
          AnalysisFrame(
            range: callback.body,
            lookupScope: index.function(containing: callback.body.lowerBound)?.body
              ?? callback.body,
            parameters: [:], caller: next, callToken: callback.call, depth: frame.depth + 1,
            function: name))
      }
    }
  }

  /// Closures kept in a dictionary and called through it: for `callbacks[.willShow]?(n)` in
  /// `range`, the body of every `callbacks[.willShow] = { … }` in the file (a keyboard
  /// manager that stores its clients' handlers).
  private func storedCallbacks(in range: Range<Int>) -> [(call: Int, key: String, body: Range<Int>)]
  {
    var result: [(call: Int, key: String, body: Range<Int>)] = []
    for position in range
    where source.tokens[position].kind == .identifier
      && source.isPunctuation(position + 1, UInt8(ascii: "["))
    {
      guard let close = index.brackets.match(position + 1) else { continue }
      var open = close + 1
      if source.isSymbol(open, "?") || source.isSymbol(open, "!") { open += 1 }
      guard source.isPunctuation(open, UInt8(ascii: "(")) else { continue }
      let key = ((position + 2)..<close).map { source.text($0) }.joined()
      for other in 0..<index.count
      where other != position && index.sameName(other, position)
        && source.isPunctuation(other + 1, UInt8(ascii: "["))
      {
        guard let otherClose = index.brackets.match(other + 1),
          source.isSymbol(otherClose + 1, "="),
          source.isPunctuation(otherClose + 2, UInt8(ascii: "{")),
          let bodyClose = index.brackets.match(otherClose + 2),
          ((other + 2)..<otherClose).map({ source.text($0) }).joined() == key
        else { continue }
        result.append((position, key, (otherClose + 3)..<bodyClose))
      }
    }
    return result
  }

  /// Whether a helper named `name` is on the path from the handler to frame `frameIndex`.
  private func path(to frameIndex: Int, contains name: String) -> Bool {
    var cursor: Int? = frameIndex
    while let current = cursor {
      if frames[current].function == name { return true }
      cursor = frames[current].caller
    }
    return false
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
