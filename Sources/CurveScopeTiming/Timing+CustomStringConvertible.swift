import CurveScopeSupport

extension Timing: CustomStringConvertible {
  /// A short, readable form: `bezier(0.42, 0, 0.58, 1) over 0.25 s`, `keyboard for 0.5 s`,
  /// `spring(mass: 3, stiffness: 1000, damping: 500, exact) for 3.4187 s`, `jump`.
  public var description: String {
    switch self {
    case .bezier(let timing):
      let curve = timing.curve
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(NumberText.exact)
      return "bezier(\(points.joined(separator: ", "))) over \(seconds(timing.duration))"
    case .linear(let timing):
      return "linear over \(seconds(timing.duration))"
    case .spring(let timing):
      let spring = timing.spring
      var text = "spring(mass: \(NumberText.exact(spring.mass)), "
      text +=
        "stiffness: \(NumberText.exact(spring.stiffness)), damping: \(NumberText.exact(spring.damping))"
      if spring.initialVelocity != 0 {
        text += ", velocity: \(NumberText.exact(spring.initialVelocity))"
      }
      return text + ", \(timing.model.rawValue)) for \(seconds(timing.duration))"
    case .keyboard(let timing):
      return "keyboard for \(seconds(timing.duration))"
    case .jump:
      return "jump"
    }
  }

  /// `0.25 s`, rounded to 0.1 ms.
  private func seconds(_ value: Double) -> String {
    "\(NumberText.exact((value * 10_000).rounded() / 10_000)) s"
  }
}
