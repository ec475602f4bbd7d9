import CurveScope

/// The `trace` target: the bytes as a recorded trace (JSON when the first non-blank byte is
/// `{`, CSV otherwise, log prefixes and all), its measures, its JSON round trip, and the
/// matcher on short traces.
///
/// Invariants: a trace that cannot be read is a typed error; a trace that can is measured
/// without error, every measure finite and the missing frames at most the frames; written as
/// JSON and read back it has the same frames; the matcher on a trace of at most
/// ``matchedFrameLimit`` frames returns a finite residual or a typed error. The matcher runs on
/// one input in ``matchedShare`` (chosen by the bytes' hash, so a saved input replays alike):
/// it costs about 20 ms a trace, the rest of the harness well under 1 ms.
enum TraceHarness {
  /// The longest trace the matcher runs on (the matcher is the slow part; its speed on long
  /// traces is the benchmark's business).
  static let matchedFrameLimit = 240
  /// One input in this many is matched.
  static let matchedShare: UInt64 = 8

  static func run(_ bytes: [UInt8]) {
    let isJSON = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 } == 0x7B
    let trace: Trace
    do {
      trace = isJSON ? try Trace(json: bytes) : try Trace(csv: bytes, name: "fuzz")
    } catch {
      FuzzCheck.requireTyped(error, isJSON ? "Trace(json:)" : "Trace(csv:)")
      return
    }
    FuzzCheck.require(!trace.frames.isEmpty, "a trace without frames was read")
    let measurement: SyncMeasurement
    do {
      measurement = try trace.measure()
    } catch {
      FuzzCheck.fail("a trace that was read cannot be measured: \(error)")
    }
    let summary = measurement.summary
    FuzzCheck.requireFinite(
      [
        summary.maxOverlapPoints, summary.maxGapPoints, summary.outOfSyncMilliseconds,
        summary.finalErrorPoints, summary.rmsGapPoints, summary.keyboardSettleMilliseconds,
        summary.barSettleMilliseconds,
      ] + [summary.maxOverlapAtMilliseconds, summary.maxGapAtMilliseconds].compactMap { $0 }
        + [summary.lagAtHalfTravelMilliseconds].compactMap { $0 },
      "measures of \(trace.name)")
    FuzzCheck.require(
      summary.missingFrameCount <= trace.frames.count,
      "\(summary.missingFrameCount) missing frames of \(trace.frames.count)")

    let text = trace.jsonText
    do {
      let again = try Trace(json: Array(text.utf8))
      FuzzCheck.require(again.frames == trace.frames, "frames change through \(text.prefix(400))")
    } catch {
      FuzzCheck.fail("the trace's own JSON cannot be read back: \(error)\n\(text.prefix(400))")
    }

    guard trace.frames.count <= matchedFrameLimit,
      GalleryBudget.hash(bytes) % matchedShare == 0
    else { return }
    do {
      let match = try TraceMatcher().match(trace)
      FuzzCheck.requireFinite(
        [match.rmsPoints, match.latencyMilliseconds, match.keyboardModel.rmsPoints],
        "match of \(trace.name)")
    } catch {
      FuzzCheck.requireTyped(error, "TraceMatcher.match")
    }
  }
}
