import CurveScopeSupport
import Foundation
import Testing

@testable import CurveScopeTiming

/// `x` rounded to `places` decimals, for comparing with numbers as Apple prints them.
func rounded(_ x: Double, _ places: Int) -> Double {
  let scale = pow(10, Double(places))
  return (x * scale).rounded() / scale
}

@Test("Spring(duration: 0.5, bounce: 0.3) is mass 1.0, stiffness 157.9, damping 17.6 (Apple)")
func swiftUIDurationBounceExample() throws {
  let spring = try Spring(duration: 0.5, bounce: 0.3)
  #expect(rounded(spring.mass, 3) == 1.0)
  #expect(rounded(spring.stiffness, 1) == 157.9)
  #expect(rounded(spring.damping, 1) == 17.6)
  // Exactly: k = (2π/0.5)² = 16π², c = 0.7·2·√k = 5.6π.
  #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) <= 1e-9)
  #expect(abs(spring.damping - 5.6 * Double.pi) <= 1e-12)
}

@Test("mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5 (Apple)")
func swiftUIInverseExample() throws {
  let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
  #expect(rounded(spring.response, 2) == 0.63)
  #expect(rounded(spring.response, 3) == 0.628)
  #expect(rounded(spring.bounce, 3) == 0.5)
}

@Test("Spring(response:dampingRatio:) is stiffness (2π/response)², damping 4π·ratio/response")
func swiftUIResponse() throws {
  let spring = try Spring(response: 0.55, dampingRatio: 0.825)
  #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.55, 2)) <= 1e-9)
  #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.55) <= 1e-12)
  #expect(abs(spring.dampingRatio - 0.825) <= 1e-12)
  #expect(abs(spring.response - 0.55) <= 1e-12)
}

@Test(
  "duration/bounce round-trips, bounces below 0 included",
  arguments: [(0.5, 0.3), (0.25, 0.0), (1.0, -0.5), (0.35, 0.9), (2.0, 1.0), (0.4, -0.95)])
func swiftUIRoundTrip(_ duration: Double, _ bounce: Double) throws {
  let spring = try Spring(duration: duration, bounce: bounce)
  #expect(abs(spring.response - duration) <= 1e-12)
  #expect(abs(spring.bounce - bounce) <= 1e-12)
  #expect(spring.mass == 1)
}

@Test(
  "SwiftUI parameters outside their domains are typed errors",
  arguments: [
    ((0.0, 0.3), "duration", 0.0, NumberRange.above(0)),
    ((0.5, 1.5), "bounce", 1.5, .openClosed(-1, 1)),
    ((0.5, -1.0), "bounce", -1.0, .openClosed(-1, 1)),
    ((Double.nan, 0.0), "duration", Double.nan, .above(0)),
  ])
func badSwiftUISpring(
  _ values: (Double, Double), _ parameter: String, _ value: Double, _ range: NumberRange
) {
  let error = timingError { _ = try Spring(duration: values.0, bounce: values.1) }
  expectOutOfRange(error, parameter, value, range)
}

@Test("a negative damping ratio or response is a typed error")
func badResponse() {
  #expect(throws: TimingError.self) { _ = try Spring(response: -1, dampingRatio: 0.5) }
  #expect(throws: TimingError.self) { _ = try Spring(response: 0.5, dampingRatio: -0.1) }
}
