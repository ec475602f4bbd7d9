import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTestSupport
import ReferenceSolvers
import Testing

/// Absolute tolerance for points and milliseconds against the reference.
///
/// The production Bézier solve is accurate to 1e-9 of progress (its documented bound; the
/// reference bisects to the last bit), which on a 336 pt travel is up to 3.4e-7 pt; measured
/// differences stay below 2e-9 pt. 1e-7 pt keeps the comparison far below a physical pixel
/// (0.33 pt at 3×) while not depending on the solver's last bits.
let syncTolerance = 1e-7

/// Expects `actual` within `tolerance` of `expected` (both nil counts as equal).
func expectClose(
  _ actual: Double?, _ expected: Double?, tolerance: Double = syncTolerance, _ what: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  switch (actual, expected) {
  case (nil, nil): return
  case (let actual?, let expected?):
    #expect(
      abs(actual - expected) <= tolerance,
      "\(what): \(actual) vs reference \(expected) (Δ \(actual - expected))",
      sourceLocation: sourceLocation)
  default:
    Issue.record(
      Comment(
        rawValue: "\(what): \(String(describing: actual)) vs reference "
          + String(describing: expected)),
      sourceLocation: sourceLocation)
  }
}

/// Expects every summary field to equal the reference's.
func expectSummary(
  _ summary: SyncSummary, matches reference: ReferenceSync, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    summary.frameCount == reference.frameCount,
    "\(label) frameCount \(summary.frameCount) vs reference \(reference.frameCount)",
    sourceLocation: sourceLocation)
  #expect(
    summary.framesOutOfTolerance == reference.framesOutOfTolerance,
    "\(label) framesOutOfTolerance \(summary.framesOutOfTolerance) vs \(reference.framesOutOfTolerance)",
    sourceLocation: sourceLocation)
  let pairs: [(String, Double?, Double?)] = [
    ("maxOverlapPoints", summary.maxOverlapPoints, reference.maxOverlapPoints),
    ("maxOverlapAtMs", summary.maxOverlapAtMilliseconds, reference.maxOverlapAtMilliseconds),
    ("maxGapPoints", summary.maxGapPoints, reference.maxGapPoints),
    ("maxGapAtMs", summary.maxGapAtMilliseconds, reference.maxGapAtMilliseconds),
    (
      "lagAtHalfTravelMs", summary.lagAtHalfTravelMilliseconds,
      reference.lagAtHalfTravelMilliseconds
    ),
    ("outOfSyncMs", summary.outOfSyncMilliseconds, reference.outOfSyncMilliseconds),
    ("finalErrorPoints", summary.finalErrorPoints, reference.finalErrorPoints),
    ("rmsGapPoints", summary.rmsGapPoints, reference.rmsGapPoints),
    ("keyboardSettleMs", summary.keyboardSettleMilliseconds, reference.keyboardSettleMilliseconds),
    ("barSettleMs", summary.barSettleMilliseconds, reference.barSettleMilliseconds),
  ]
  for (name, actual, expected) in pairs {
    expectClose(actual, expected, "\(label) \(name)", sourceLocation: sourceLocation)
  }
}

/// Expects every frame of the analysis to equal the reference's arrays; velocities to a
/// relative 1e-7 (they are not part of the external contract).
func expectFrames(
  _ analysis: SyncAnalysis, match reference: ReferenceSync, _ label: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frames = analysis.frames()
  #expect(
    frames.count == reference.frameCount,
    "\(label) \(frames.count) frames vs reference \(reference.frameCount)",
    sourceLocation: sourceLocation)
  var mismatches = 0
  for (k, frame) in zip(reference.times.indices, frames) where mismatches < 5 {
    let checks: [(String, Double, Double, Double)] = [
      ("timeMs", frame.timeMilliseconds, 1000 * Double(k) / reference.fps, syncTolerance),
      ("keyboardTop", frame.keyboardTop, reference.keyboardTop[k], syncTolerance),
      ("barBottom", frame.barBottom, reference.barBottom[k], syncTolerance),
      ("gap", frame.gap, reference.gap[k], syncTolerance),
      (
        "keyboardVelocity", frame.keyboardVelocity, reference.keyboardVelocity[k],
        1e-7 * max(1, abs(reference.keyboardVelocity[k]))
      ),
      (
        "barVelocity", frame.barVelocity, reference.barVelocity[k],
        1e-7 * max(1, abs(reference.barVelocity[k]))
      ),
    ]
    #expect(frame.index == k, sourceLocation: sourceLocation)
    // Equal infinities (the infinite start slope of a Bézier with x1 = 0 < y1) agree; NaN never.
    for (name, actual, expected, tolerance) in checks
    where !(abs(actual - expected) <= tolerance || (actual.isInfinite && actual == expected)) {
      mismatches += 1
      Issue.record(
        "\(label) frame \(k) \(name): \(actual) vs reference \(expected)",
        sourceLocation: sourceLocation)
    }
  }
}
