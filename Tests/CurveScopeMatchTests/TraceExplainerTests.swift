import CurveScopeMatch
import CurveScopeSync
import CurveScopeTestSupport
import Testing

@Suite("Explaining recordings")
struct TraceExplainerTests {
  @Test("a reported-duration bar: named in words, and the fix passes the curve")
  func reportedDuration() throws {
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .reportedDuration, rate: 120,
      Roughness.device.imperfections(seed: 1, keepsEvents: false))
    let explanation = try TraceExplainer.explain(trace)
    #expect(explanation.sentence.hasPrefix("Your bar moves like reported-duration"))
    #expect(!explanation.isInSync)
    #expect(explanation.symptoms.contains { $0.code == .overlap })
    let fix = try #require(explanation.model?.fix)
    #expect(fix.fixesDesync)
    #expect(fix.code.joined().contains("<< 16"))
  }

  @Test("an in-sync recording needs no fix")
  func inSync() throws {
    let trace = try TraceFixtures.recording(
      Scenario.defaultShow(), .layoutGuide, rate: 60,
      Roughness.clean.imperfections(seed: 1, keepsEvents: true))
    let explanation = try TraceExplainer.explain(trace)
    #expect(explanation.isInSync)
    #expect(explanation.symptoms.isEmpty)
    #expect(explanation.model?.fix == nil)
  }
}
