public import CurveScopeFit
public import Testing

/// Checks the rules every ``PlatformSpringModel`` promises, for any conformer: the spring starts
/// at rest at 0 (progress 0 at 0 s and before), its velocity is the derivative of its progress,
/// and its timing follows the model until ``PlatformSpringModel/endTime`` and is exactly 1 from
/// then on (itself a ``TimingFunction`` checked by ``checkTimingFunction(_:_:samples:quantum:sourceLocation:)``).
/// `quantum`: the platform's frame step when it holds progress for a whole step (see
/// ``checkTimingFunction(_:_:samples:quantum:sourceLocation:)``), else 0.
public func checkPlatformSpringModel(
  _ model: some PlatformSpringModel, _ label: String, quantum: Double = 0,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(model.endTime > 0, "\(label): endTime \(model.endTime)", sourceLocation: sourceLocation)
  #expect(
    abs(model.progress(at: 0)) <= 1e-12 && model.progress(at: -1) == 0,
    "\(label): progress at the start", sourceLocation: sourceLocation)
  let horizon = min(model.endTime, 2)
  let h = quantum > 0 ? 10 * quantum : 1e-6
  let relative = quantum > 0 ? 0.1 : 1e-4
  for index in 0..<50 {
    let t = horizon * (Double(index) + 0.3819660112501051) / 50
    let velocity = model.velocity(at: t)
    guard t - h > 0 else { continue }
    let difference = (model.progress(at: t + h) - model.progress(at: t - h)) / (2 * h)
    #expect(
      abs(velocity - difference) <= relative * (1 + abs(velocity)),
      "\(label): velocity \(velocity) against the difference \(difference) at \(t) s",
      sourceLocation: sourceLocation)
    if t < model.endTime {
      #expect(
        model.timing.progress(at: t) == model.progress(at: t),
        "\(label): the timing leaves the model at \(t) s", sourceLocation: sourceLocation)
    }
  }
  if model.endTime.isFinite {
    #expect(
      model.timing.progress(at: model.endTime) == 1, "\(label): progress at the end",
      sourceLocation: sourceLocation)
  }
  checkTimingFunction(model.timing, label, quantum: quantum, sourceLocation: sourceLocation)
}
