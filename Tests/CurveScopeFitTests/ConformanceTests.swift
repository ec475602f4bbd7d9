import CurveScopeTestSupport
import Testing

@testable import CurveScope

/// Every conformer of the protocols with many conformers, run through the shared checkers of the
/// protocol's rules (the checkers are in the test-support target, so a new conformer is one line
/// here).
@Suite("Protocol conformance")
struct ConformanceTests {
  @Test("every timing function follows the TimingFunction rules")
  func timingFunctions() throws {
    checkTimingFunction(try BezierTiming(curve: .easeInOut, duration: 0.25), "ease-in-out")
    checkTimingFunction(try LinearTiming(duration: 0.3), "linear")
    checkTimingFunction(KeyboardTiming(), "keyboard")
    checkTimingFunction(try KeyboardTiming(duration: 0.25), "keyboard cut at 0.25 s")
    checkTimingFunction(JumpTiming(), "jump")
    for entry in CurveCatalogue.all {
      checkTimingFunction(try entry.timing(), entry.name)
    }
    let easing = try LinearEasing(stops: [
      LinearEasingStop(0), LinearEasingStop(0.8, at: 0.4), LinearEasingStop(1),
    ])
    checkTimingFunction(try LinearEasingTiming(easing: easing, duration: 0.3), "linear()")
    let single = try #require(keyboardFit)
    for fit in try BezierPathFitter.fit(single, maximumSegments: 2) {
      checkTimingFunction(
        try BezierPathTiming(path: fit.path, duration: fit.duration),
        "path of \(fit.segmentCount) segments")
    }
  }

  @Test("every platform's spring model follows the PlatformSpringModel rules")
  func platformSpringModels() throws {
    let ports = try #require(keyboardPorts)
    #expect(Set(ports.map { String(describing: type(of: $0.model)) }).count == 7)
    for port in ports {
      // Android's SpringAnimation and Compose advance the spring in whole milliseconds.
      let stepped = port.model is AndroidSpringForceModel || port.model is ComposeSpringModel
      checkPlatformSpringModel(
        port.model, "\(port.platform) \(port.api)", quantum: stepped ? 0.001 : 0)
    }
  }

  @Test("errors of every layer follow the CurveScopeError rules")
  func errors() {
    let throwing: [(String, () throws -> Void)] = [
      ("timing", { _ = try LinearTiming(duration: -1) }),
      ("curve spec", { _ = try CurveSpec(parsing: "bezier(0, 0") }),
      ("JSON parse", { _ = try JSONParser().parse(Array("{".utf8)) }),
      ("JSON decoding", { _ = try Scenario(json: Array("{}".utf8)) }),
      (
        "scenario",
        { _ = try Scenario(name: "s", screenWidth: 375, screenHeight: 812, events: []) }
      ),
      ("fit grid", { _ = try FitGrid(window: -1) }),
      ("trace", { _ = try Trace(csv: Array("timeMs\n".utf8), name: "t") }),
    ]
    for (label, body) in throwing {
      do {
        try body()
        Issue.record("\(label): nothing thrown")
      } catch let error as any CurveScopeError {
        checkCurveScopeError(error)
      } catch {
        Issue.record("\(label): \(error) is no CurveScopeError")
      }
    }
  }
}
