extension SpringPorts {
  /// Flutter (`SpringDescription.withDampingRatio`), React Native Reanimated (`withSpring` with
  /// mass/stiffness/damping, and its duration form) and Framer Motion (`spring` with
  /// stiffness/damping/mass, and its visualDuration form).
  static func crossPlatform(_ target: SpringPortTarget, travel: Double) throws -> [PendingPort] {
    let k = target.unitStiffness
    let ratio = target.motionRatio
    let v0 = target.spring.initialVelocity
    // Dart evaluates `ratio * 2.0 * math.sqrt(mass * stiffness)` left to right.
    let flutterDamping = ratio * 2.0 * (1.0 * k).squareRoot()
    let flutter = try FlutterSpringModel(
      mass: 1, stiffness: k, damping: flutterDamping, start: 0, end: 1, velocity: v0)
    let height = "\(Int(travel.rounded()))"
    var ports = [
      PendingPort(
        platform: "Flutter", api: "SpringSimulation + SpringDescription.withDampingRatio",
        code: "controller.animateWith(SpringSimulation(SpringDescription.withDampingRatio("
          + "mass: 1.0, stiffness: \(literal(k)), ratio: \(literal(ratio))), 0.0, 1.0, "
          + "\(literal(v0))))",
        units: "AnimationController value 0 → 1, default Tolerance (0.001)", model: flutter)
    ]
    let unitDamping = target.unitDamping
    let reanimated = try ReanimatedSpringModel(
      mass: 1, stiffness: k, damping: unitDamping, travel: travel, initialVelocity: v0 * travel)
    let reanimated3 = try ReanimatedSpringModel(
      mass: 1, stiffness: k, damping: unitDamping, travel: travel, initialVelocity: v0 * travel,
      version: .reanimated3)
    let velocity = v0 == 0 ? "" : ", velocity: \(literal(v0 * travel))"
    ports.append(
      PendingPort(
        platform: "React Native", api: "Reanimated withSpring (mass, stiffness, damping)",
        code: "offset.value = withSpring(keyboardHeight, { mass: 1, stiffness: \(literal(k)), "
          + "damping: \(literal(unitDamping))\(velocity) })",
        units: "\(height) dp, Reanimated 4 energyThreshold 6e-9", model: reanimated,
        notes: [
          "Reanimated 3 (restDisplacementThreshold 0.01, restSpeedThreshold 2) ends at "
            + "\(milliseconds(reanimated3.endTime))"
        ]))
    if ratio <= 1 {
      let duration = reanimatedDuration(target: target, travel: travel)
      let model = try ReanimatedSpringModel(
        durationMilliseconds: duration, dampingRatio: ratio, travel: travel,
        initialVelocity: v0 * travel)
      ports.append(
        PendingPort(
          platform: "React Native", api: "Reanimated 4 withSpring (duration, dampingRatio)",
          code: "offset.value = withSpring(keyboardHeight, { duration: \(Int(duration)), "
            + "dampingRatio: \(literal(ratio))\(velocity) })",
          units: "\(height) dp; stiffness found by Reanimated: "
            + "\(literal((model.stiffness * 1000).rounded() / 1000)) with mass 4",
          model: model, exact: false,
          notes: [
            "whole milliseconds only: the closest duration gives ω0 = "
              + "\(literal(((model.stiffness / model.mass).squareRoot() * 10000).rounded() / 10000)) rad/s"
          ]))
    }
    let motion = try MotionSpringModel(
      stiffness: k, damping: unitDamping, mass: 1, travel: travel, initialVelocity: v0 * travel)
    ports.append(
      PendingPort(
        platform: "Framer Motion", api: "spring (stiffness, damping, mass)",
        code: "animate(bar, { y: -keyboardHeight }, { type: \"spring\", stiffness: \(literal(k)), "
          + "damping: \(literal(unitDamping)), mass: 1\(velocity) })",
        units: "\(height) px, restDelta 0.5 px", model: motion))
    if ratio >= 0.05 && ratio <= 1 && v0 == 0 {
      let omega = k.squareRoot()
      let visual = 2 * Double.pi / (1.2 * omega)
      let bounce = 1 - ratio
      let model = try MotionSpringModel(visualDuration: visual, bounce: bounce, travel: travel)
      ports.append(
        PendingPort(
          platform: "Framer Motion", api: "spring (visualDuration, bounce)",
          code: "animate(bar, { y: -keyboardHeight }, { type: \"spring\", visualDuration: "
            + "\(literal(visual)), bounce: \(literal(bounce)) })",
          units: "\(height) px, restDelta 0.5 px", model: model))
    }
    return ports
  }

  /// The whole number of milliseconds whose Reanimated 4 stiffness (mass 4) gives the unit
  /// stiffness closest to the target's: bisection on the duration (the stiffness falls as the
  /// duration grows), then the better neighbour.
  static func reanimatedDuration(target: SpringPortTarget, travel: Double) -> Double {
    let mass = ReanimatedSpringModel.defaultMass
    let v0 = target.spring.initialVelocity * travel
    func omega(_ milliseconds: Double) -> Double {
      (ReanimatedSpringModel.stiffness(
        durationMilliseconds: milliseconds, dampingRatio: target.motionRatio, mass: mass,
        travel: travel, initialVelocity: v0) / mass).squareRoot()
    }
    let goal = target.unitStiffness.squareRoot()
    var low = 1.0
    var high = 20_000.0
    while high - low > 1 {
      let middle = ((low + high) / 2).rounded(.down)
      if omega(middle) > goal { low = middle } else { high = middle }
    }
    return abs(omega(low) - goal) <= abs(omega(high) - goal) ? low : high
  }

  /// `453 ms`, or `never` for an infinite time.
  static func milliseconds(_ seconds: Double) -> String {
    seconds.isFinite ? "\(((seconds * 1000) * 10).rounded() / 10) ms" : "never"
  }
}
