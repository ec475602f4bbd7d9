extension SpringPorts {
  /// Jetpack Compose (`spring(dampingRatio, stiffness)` on a `Dp`) and the View system
  /// (`SpringAnimation` + `SpringForce` on `TRANSLATION_Y`), both unit-mass with `Float`
  /// parameters.
  static func android(_ target: SpringPortTarget, travel: Double) throws -> [(
    String, String, String, String, any PlatformSpringModel
  )] {
    let ratio = Float(target.motionRatio)
    let stiffness = Float(target.unitStiffness)
    let v0 = target.spring.initialVelocity * travel
    let compose = try ComposeSpringModel(
      dampingRatio: ratio, stiffness: stiffness, travel: travel, initialVelocity: v0)
    let force = try AndroidSpringForceModel(
      dampingRatio: ratio, stiffness: stiffness, travel: travel, initialVelocity: v0)
    let spec =
      "spring(dampingRatio = \(floatLiteral(ratio)), stiffness = \(floatLiteral(stiffness)))"
    var forceCode =
      "SpringAnimation(bar, DynamicAnimation.TRANSLATION_Y, finalY).apply { "
      + "spring.dampingRatio = \(floatLiteral(ratio)); spring.stiffness = \(floatLiteral(stiffness))"
    if v0 != 0 { forceCode += "; setStartVelocity(\(floatLiteral(Float(v0))))" }
    forceCode += " }.start()"
    let height = "\(Int(travel.rounded()))"
    return [
      (
        "Jetpack Compose", "spring(dampingRatio, stiffness)",
        "val offset by animateDpAsState(targetValue = imeHeight, animationSpec = \(spec))",
        "\(height) dp, visibilityThreshold 0.1 dp", compose
      ),
      (
        "Android views", "SpringAnimation + SpringForce", forceCode,
        "\(height) px, minimum visible change 1 px", force
      ),
    ]
  }
}
