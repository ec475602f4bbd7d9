import CurveScope

/// The `curve-spec` target: the bytes as a curve specification (`bezier(…)`, `spring(…)`, a
/// name), its timing over its own duration and over 0.25 s, and sampling at 60 Hz.
///
/// Invariants: a failure is a typed error; a timing's duration is ≥ 0; progress is 0 before the
/// start, exactly 1 from the end on, and finite in between; velocity is never NaN (a Bézier
/// leaving (0, 0) vertically starts at ±∞, as its slope does); sampling
/// gives the row count ``TimingSampler/rowCount(duration:frameRate:)`` announced, with finite
/// values.
enum CurveSpecHarness {
  /// The longest sample taken (rows).
  static let maximumSampledRows = 5_000

  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let spec: CurveSpec
    do {
      spec = try CurveSpec(parsing: text)
    } catch {
      FuzzCheck.requireTyped(error, "CurveSpec(parsing:)")
      return
    }
    for duration in [nil, 0.25] as [Double?] {
      let timing: Timing
      do {
        timing = try spec.timing(duration: duration)
      } catch {
        FuzzCheck.requireTyped(error, "CurveSpec.timing")
        continue
      }
      check(timing, context: "\(text) over \(String(describing: duration))")
    }
  }

  private static func check(_ timing: Timing, context: String) {
    let duration = timing.duration
    FuzzCheck.require(duration >= 0, "\(context): duration \(duration)")
    FuzzCheck.require(timing.progress(at: -1) == 0, "\(context): progress before the start")
    if duration.isFinite {
      FuzzCheck.require(timing.progress(at: duration) == 1, "\(context): progress at the end")
      FuzzCheck.require(
        timing.progress(at: duration * 2 + 1) == 1, "\(context): progress after the end")
    }
    let span = duration.isFinite ? duration : 10
    for step in 0...16 {
      let time = span * Double(step) / 16
      FuzzCheck.requireFinite([timing.progress(at: time)], "\(context) at \(time) s")
      let velocity = timing.velocity(at: time)
      FuzzCheck.require(!velocity.isNaN, "\(context): velocity NaN at \(time) s")
    }
    let count: Int
    do {
      count = try TimingSampler.rowCount(duration: duration, frameRate: .hz60)
    } catch {
      FuzzCheck.requireTyped(error, "\(context): rowCount")
      return
    }
    guard count <= maximumSampledRows else { return }
    guard let rows = try? TimingSampler.sample(timing, frameRate: .hz60) else {
      FuzzCheck.fail("\(context): sampling fails after rowCount gave \(count)")
    }
    FuzzCheck.require(rows.count == count, "\(context): \(rows.count) rows, announced \(count)")
  }
}
