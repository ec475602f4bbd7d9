import Testing

@testable import CurveScopeLint

@Test("placeholder")
func placeholder() {}
