import CurveScopeTiming

extension SpringPorts {
  /// Core Animation (`CASpringAnimation`, the target's own numbers and cut) and SwiftUI
  /// (`Spring(mass:stiffness:damping:allowOverDamping:)` with the target's numbers, and
  /// `interpolatingSpring` in the unit-mass form).
  static func apple(_ target: SpringPortTarget) throws -> [(
    String, String, String, String, any PlatformSpringModel
  )] {
    let spring = target.spring
    let overDamped = target.isOverDamped
    let m = literal(spring.mass)
    let k = literal(spring.stiffness)
    let c = literal(spring.damping)
    let v0 = spring.initialVelocity
    var caLines = [
      "let spring = CASpringAnimation(keyPath: \"position.y\")",
      "spring.mass = \(m); spring.stiffness = \(k); spring.damping = \(c)",
    ]
    if v0 != 0 { caLines.append("spring.initialVelocity = \(literal(v0))") }
    if overDamped { caLines.append("spring.allowsOverdamping = true  // iOS 17") }
    caLines.append("spring.duration = \(literal(target.cut))")
    let coreAnimation = try CoreAnimationSpringModel(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: v0, duration: target.cut, allowsOverdamping: overDamped)
    let swiftUI = try SwiftUISpringModel(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: v0, allowOverDamping: overDamped)
    let unitK = literal(target.unitStiffness)
    let unitC = literal(target.unitDamping)
    let interpolating = try SwiftUISpringModel(
      mass: 1, stiffness: target.unitStiffness, damping: target.unitDamping,
      initialVelocity: v0, allowOverDamping: false)
    let velocity = v0 == 0 ? "" : ", initialVelocity: \(literal(v0))"
    return [
      (
        "Core Animation", "CASpringAnimation", caLines.joined(separator: "; "),
        "layer position (pt), removed after duration", coreAnimation
      ),
      (
        "SwiftUI", "Spring(mass:stiffness:damping:allowOverDamping:)",
        "withAnimation(.spring(Spring(mass: \(m), stiffness: \(k), damping: \(c), "
          + "allowOverDamping: \(overDamped)))) { keyboardOffset = height }",
        "any animatable value; ends at settlingDuration", swiftUI
      ),
      (
        "SwiftUI", "Animation.interpolatingSpring(mass:stiffness:damping:)",
        "withAnimation(.interpolatingSpring(mass: 1.0, stiffness: \(unitK), damping: \(unitC)"
          + "\(velocity))) { keyboardOffset = height }",
        "any animatable value; ends at settlingDuration", interpolating
      ),
    ]
  }
}
