import CurveScope
import Testing

@testable import CurveScopeLint

/// What lint must say about the first handler of a code fixture.
struct CodeCase: CustomTestStringConvertible, Sendable {
  var file: String
  var severity: LintSeverity
  var codes: [LintCode]
  /// The preset the handler must be (or be closest to).
  var preset: String
  /// Whether to lint with the default profiles (iOS up to 18 and iOS 26) instead of iOS alone.
  var allProfiles = false
  var testDescription: String { file }

  /// The options the case is linted with.
  var options: LintOptions { allProfiles ? LintOptions() : Fixture.iosOnly }
}

@Suite("Codes")
struct CodeTests {
  static let cases: [CodeCase] = [
    .init(
      file: "Codes/FixedDuration.swift", severity: .error, codes: [.noCurve, .fixedDuration],
      preset: "reported-duration"),
    .init(
      file: "Codes/FixedDuration.m", severity: .error, codes: [.noCurve, .fixedDuration],
      preset: "reported-duration"),
    .init(
      file: "Codes/FixedDurationKeyboardCurve.swift", severity: .note, codes: [.inSync],
      preset: "curve-shift"),
    .init(
      file: "Codes/NoCurve.swift", severity: .error, codes: [.noCurve], preset: "reported-duration"),
    .init(
      file: "Codes/NoCurve.m", severity: .error, codes: [.noCurve], preset: "reported-duration"),
    .init(
      file: "Codes/UnshiftedCurve.swift", severity: .error, codes: [.unshiftedCurve],
      preset: "unshifted-curve"),
    .init(
      file: "Codes/UnshiftedCurve.m", severity: .error, codes: [.unshiftedCurve],
      preset: "unshifted-curve"),
    .init(
      file: "Codes/AssumedHeight.swift", severity: .error,
      codes: [.noCurve, .fixedDuration, .assumedHeight, .ignoresChangeFrame], preset: "fixed-guess"),
    .init(
      file: "Codes/AssumedHeight.m", severity: .error,
      codes: [.noCurve, .fixedDuration, .assumedHeight, .ignoresChangeFrame], preset: "fixed-guess"),
    .init(
      file: "Codes/IgnoresChangeFrame.swift", severity: .error, codes: [.ignoresChangeFrame],
      preset: "will-show-only"),
    .init(
      file: "Codes/IgnoresChangeFrame.m", severity: .error, codes: [.ignoresChangeFrame],
      preset: "will-show-only"),
    .init(
      file: "Codes/NoAnimation.swift", severity: .error, codes: [.noAnimation],
      preset: "reported-duration"),
    .init(
      file: "Codes/NoAnimation.m", severity: .error, codes: [.noAnimation],
      preset: "reported-duration"),
    .init(
      file: "Codes/InsideHandler.swift", severity: .note, codes: [.inSync], preset: "layout-guide"),
    .init(file: "Codes/InsideHandler.m", severity: .note, codes: [.inSync], preset: "layout-guide"),
    .init(
      file: "Codes/PropertyAnimatorCurve.swift", severity: .warning,
      codes: [.propertyAnimatorCurve],
      preset: "reported-duration"),
    .init(
      file: "Codes/PropertyAnimatorCurve.m", severity: .warning, codes: [.propertyAnimatorCurve],
      preset: "reported-duration"),
    .init(
      file: "Codes/SpringAnimator.swift", severity: .note, codes: [.inSync],
      preset: "reported-duration"),
    .init(
      file: "Codes/AnimationLatency.swift", severity: .error, codes: [.animationLatency],
      preset: "curve-shift"),
    .init(
      file: "Codes/AnimationLatency.m", severity: .error, codes: [.animationLatency],
      preset: "curve-shift"),
    .init(
      file: "Codes/FrameLatency.swift", severity: .error, codes: [.frameLatency],
      preset: "display-link"),
    .init(
      file: "Codes/FrameLatency.m", severity: .error, codes: [.frameLatency], preset: "display-link"
    ),
    .init(
      file: "Codes/LateNotification.swift", severity: .error,
      codes: [.lateNotification, .noAnimation, .ignoresChangeFrame], preset: "reported-duration"),
    .init(
      file: "Codes/LateNotification.m", severity: .error,
      codes: [.lateNotification, .ignoresChangeFrame],
      preset: "curve-shift"),
    .init(
      file: "Codes/CustomTiming.swift", severity: .error, codes: [.customTiming],
      preset: "reported-duration"),
    .init(
      file: "Codes/CustomTiming.m", severity: .error, codes: [.customTiming],
      preset: "reported-duration"),
    .init(
      file: "Codes/CurveReplacedSwitch.swift", severity: .error, codes: [.curveReplaced],
      preset: "reported-duration"),
    .init(
      file: "Codes/CurveReplacedSwitch.m", severity: .error, codes: [.curveReplaced],
      preset: "reported-duration"),
    .init(
      file: "Codes/CurveReplacedClamp.m", severity: .error, codes: [.curveReplaced],
      preset: "reported-duration"),
    .init(
      file: "Codes/BeginFromCurrentState.swift", severity: .warning,
      codes: [.beginFromCurrentState],
      preset: "curve-shift"),
    .init(
      file: "Codes/BeginFromCurrentState.m", severity: .warning,
      codes: [.beginFromCurrentState],
      preset: "curve-shift"),
    .init(
      file: "Codes/UnresolvedHelper.swift", severity: .warning,
      codes: [.inSync, .unresolvedHelper],
      preset: "curve-shift"),
    .init(
      file: "Codes/UnresolvedHelper.m", severity: .warning, codes: [.inSync, .unresolvedHelper],
      preset: "curve-shift"),
    .init(
      file: "Codes/UnresolvedHandler.swift", severity: .note, codes: [.unresolvedHandler],
      preset: ""),
    .init(
      file: "Codes/UnresolvedHandler.m", severity: .note, codes: [.unresolvedHandler], preset: ""),
    .init(
      file: "Codes/ProfileDesync.swift", severity: .warning, codes: [.profileDesync],
      preset: "curve-shift", allProfiles: true),
    .init(
      file: "Codes/ProfileDesync.m", severity: .warning, codes: [.profileDesync],
      preset: "curve-shift", allProfiles: true),
  ]

  @Test("severity, codes and preset", arguments: cases)
  func codes(_ codeCase: CodeCase) throws {
    let finding = try #require(try Fixture.lint(codeCase.file, options: codeCase.options).first)
    #expect(finding.severity == codeCase.severity)
    #expect(finding.codes == codeCase.codes)
    #expect(finding.closestPreset == codeCase.preset)
  }

  @Test("every out-of-sync finding carries a fix that the simulation verifies", arguments: cases)
  func fixes(_ codeCase: CodeCase) throws {
    for finding in try Fixture.lint(codeCase.file, options: codeCase.options)
    where finding.isOutOfSync {
      let fix = try #require(finding.fix, "\(codeCase.file):\(finding.position.line)")
      #expect(fix.isInSync)
      #expect(fix.maxOverlapPoints <= 1 && fix.maxGapPoints <= 1)
      #expect(!fix.code.isEmpty)
      let markers = [
        "@selector", "(UIViewAnimationOptions)", "[self", "[UIView", "CGRect ", "NSTimeInterval ",
        "YES;", "UIViewAnimationOptionBeginFromCurrentState",
      ]
      let objectiveC = markers.contains { fix.code.contains($0) }
      #expect(objectiveC == (finding.language == .objectiveC), "\(fix.code)")
    }
  }

  @Test("every code is covered by a fixture in both languages")
  func coverage() {
    let covered = Set(Self.cases.flatMap(\.codes))
    for code in LintCode.allCases where code != .timingMismatch {
      #expect(covered.contains(code), "\(code.rawValue) has no fixture")
    }
    for code in covered where code != .curveReplaced {
      let languages = Set(
        Self.cases.filter { $0.codes.contains(code) }.map { $0.file.hasSuffix(".m") })
      #expect(languages == [true, false], "\(code.rawValue) is not covered in both languages")
    }
  }
}

@Suite("Claims with provenance")
struct ProvenanceTests {
  @Test("beginFromCurrentState: a warning that names the interruption and the model's sources")
  func beginFromCurrentState() throws {
    for file in ["Codes/BeginFromCurrentState.swift", "Codes/BeginFromCurrentState.m"] {
      let finding = try #require(try Fixture.lint(file).first)
      #expect(finding.severity == .warning)
      #expect(finding.isOutOfSyncOnlyWhenInterrupted)
      let model = try #require(finding.assumptions.first { $0.contains("interrupts") })
      #expect(model.contains("beginFromCurrentState") && model.contains("WWDC 2014"))
    }
  }

  @Test("iOS 26 is second-hand: out of sync there only is a warning with both profiles' numbers")
  func secondHandProfile() throws {
    let finding = try #require(
      try Fixture.lint("Codes/ProfileDesync.swift", options: LintOptions()).first)
    #expect(!finding.isOutOfSync && finding.isOutOfSyncOnAnyProfile)
    #expect(finding.scenarios.contains { $0.profile == "ios" && $0.summary.isInSync })
    #expect(
      finding.scenarios.contains {
        $0.profile == "ios-26" && $0.provenance == .secondHand && !$0.summary.isInSync
      })
    // The fix rides the keyboard's animation: in sync on both.
    let fix = try #require(finding.fix)
    #expect(fix.snippet == .rideKeyboard)
    #expect(fix.scenarios.allSatisfy { $0.summary.isInSync })
  }
}
