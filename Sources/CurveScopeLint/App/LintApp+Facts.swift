extension LintApp {
  /// What the definitions named like token `token` of file `file` in the app's other files
  /// hold: functions and computed properties (only those without parameters unless `asCall`)
  /// and, unless `asCall`, values given to properties of that name; `nil` when there are none.
  func facts(ofNameAt token: Int, in file: Int, asCall: Bool) -> ExpressionFacts? {
    guard hops < Self.maximumHops else { return nil }
    var result: ExpressionFacts?
    func merge(_ facts: ExpressionFacts?) {
      guard let facts else { return }
      if result == nil { result = facts } else { result?.formUnion(facts) }
    }
    for candidate in functions(namedAt: token, in: file) {
      let function = files[candidate.file].index.functions[candidate.function]
      if !asCall, !function.parameterNames.isEmpty { continue }
      merge(facts(of: Definition(file: candidate.file, function: candidate.function, value: nil)))
    }
    if !asCall {
      for candidate in properties(namedAt: token, in: file) {
        merge(facts(of: Definition(file: candidate.file, function: nil, value: candidate.value)))
      }
    }
    return result
  }

  /// What the initialisers whose first label is `label` hold, in files other than `file`
  /// (`UIView.AnimationOptions(curve: c)` defined in an extension elsewhere).
  func facts(ofInitLabelled label: String, except file: Int) -> ExpressionFacts? {
    guard hops < Self.maximumHops else { return nil }
    let candidates = functions(named: "init", except: file).filter {
      files[$0.file].index.functions[$0.function].parameterLabels.first == label
    }
    guard !candidates.isEmpty, Set(candidates.map(\.file)).count <= Self.maximumCandidates else {
      return nil
    }
    var result: ExpressionFacts?
    for candidate in candidates {
      guard
        let facts = facts(
          of: Definition(file: candidate.file, function: candidate.function, value: nil))
      else { continue }
      if result == nil { result = facts } else { result?.formUnion(facts) }
    }
    return result
  }

  /// The facts of one definition, read in its own file (its helpers followed there), with the
  /// options a `switch` in a function's body gives an unlisted curve; `nil` inside a cycle.
  func facts(of definition: Definition) -> ExpressionFacts? {
    if let cached = factsCache[definition] { return cached }
    guard !inProgress.contains(definition) else { return nil }
    inProgress.insert(definition)
    hops += 1
    defer {
      inProgress.remove(definition)
      hops -= 1
    }
    let index = files[definition.file].index
    let evaluated: Range<Int>
    let body: Range<Int>
    if let function = definition.function {
      evaluated = index.functions[function].body
      body = evaluated
    } else if let value = definition.value {
      evaluated = value
      body = index.function(containing: value.lowerBound)?.body ?? value
    } else {
      return nil
    }
    let scope = HandlerScope(
      index: index, body: body, lookupScope: body, limits: limits, app: self,
      file: definition.file)
    var facts = scope.facts(of: evaluated, inFrame: 0)
    if definition.function != nil,
      let fallback = SwitchMapping(index: index).unlistedCurveOptions(in: evaluated)
    {
      facts.switchDefault = fallback
    }
    facts.resolvedAcrossFiles.insert(files[definition.file].path)
    factsCache[definition] = facts
    return facts
  }
}
