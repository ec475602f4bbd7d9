import CurveScopeTiming
import Foundation
import Testing

/// A spring so over-damped that ζ² overflows (found by the curve-spec fuzzer): stiffness
/// 2.001e-305, damping 142, mass 1, so ζ ≈ 1.6e154. Its slow root is ≈ −1e-307, so the motion is
/// the fast one alone: x(t) = (v0 / 2σ)(1 − e^(−2σt)), x′(t) = v0·e^(−2σt), σ = c / 2m = 71.
@Suite("Springs: ζ² past the largest double")
struct SpringOverflowTests {
  static let spec = "spring(mass:1,stiffness:2001e-308,damping:142,velocity:-5,model:exact)"

  @Test(
    "velocity and progress follow the fast exponential, finite from 0 s",
    arguments: [0, 0.001, 0.01, 0.05, 0.1, 0.2])
  func closedForm(time: Double) throws {
    let timing = try CurveSpec(parsing: Self.spec).timing(duration: 0.25)
    let v0 = -5.0
    let rate = 142.0
    let velocity = v0 * exp(-rate * time)
    let position = v0 / rate * (1 - exp(-rate * time))
    #expect(abs(timing.velocity(at: time) - velocity) <= 1e-9 * abs(v0))
    #expect(abs(timing.progress(at: time) - position) <= 1e-12)
  }
}
