import CurveScope

/// Recorded traces at scale: a 100 000-frame recording (a show and a hide every 2 s for 833 s at
/// 120 Hz, with jitter, dropped and repeated frames, noise and 1/3 pt rounding, no
/// notifications) read from CSV and JSON, measured, and matched; best of 3 runs each.
enum TraceBenchmarks {
  /// Frames in the long trace.
  static let frameCount = Int(CommandLine.arguments.last.flatMap { Int($0) } ?? 100_000)

  /// The report lines.
  static func run() throws -> [String] {
    let trace = try longTrace()
    let csv = Array(trace.csvText.utf8)
    let json = Array(trace.jsonText.utf8)
    var lines = [
      "trace: \(trace.frames.count) frames over \(format((trace.frames.last?.timeMilliseconds ?? 0) / 1000)) s, "
        + "\(trace.motions.motions.count) keyboard motions; CSV \(csv.count >> 10) KiB, JSON \(json.count >> 10) KiB"
    ]
    var parsed: Trace?
    lines.append(
      time("read CSV") { parsed = try Trace(csv: csv, name: "long") })
    lines.append(
      time("read JSON") { parsed = try Trace(json: json, fallbackName: "long") })
    blackHole(Double(parsed?.frames.count ?? 0))
    var measured = 0.0
    lines.append(
      time("measure (SyncMeasurer)") {
        measured = try trace.measure().summary.maxOverlapPoints
      })
    blackHole(measured)
    var match: TraceMatch?
    lines.append(
      time("match (keyboard models, presets, latency)") { match = try TraceMatcher().match(trace) })
    if let match {
      lines.append(
        "  → \(match.strategy) (RMS \(format(match.rmsPoints, decimals: 2)) pt, latency "
          + "\(format(match.latencyMilliseconds, decimals: 2)) ms), keyboard \(match.keyboardModel.name) "
          + "(RMS \(format(match.keyboardModel.rmsPoints, decimals: 2)) pt), "
          + "\(match.keyboardModel.animationCount) animations")
    }
    lines.append(
      time("read CSV + measure + match") {
        let read = try Trace(csv: csv, name: "long")
        blackHole(try read.measure().summary.maxGapPoints)
        blackHole(try TraceMatcher().match(read).rmsPoints)
      })
    return lines
  }

  /// Show at 0 and hide at 1 s in every 2 s cycle, a reported-duration bar, recorded with a
  /// display link's faults; cycles concatenated on one clock.
  static func longTrace() throws -> Trace {
    let show = try Scenario.defaultShow()
    let shown = show.events[0]
    var hide = shown
    hide.time = 1
    hide.kind = .willHide
    hide.frameBegin = shown.frameEnd
    hide.frameEnd = shown.frameBegin
    let scenario = try Scenario(
      name: "long", screenWidth: show.screenWidth, screenHeight: show.screenHeight,
      events: [shown, hide])
    let analysis = try SyncAnalysis(
      scenario: scenario, strategy: .reportedDuration, clock: FrameClock(.hz120))
    var frames: [TraceFrame] = []
    frames.reserveCapacity(frameCount + 300)
    var cycle = 0
    while frames.count < frameCount {
      let recording = try TraceSynthesizer.record(
        analysis,
        imperfections: RecordingImperfections(
          frameRate: 120, jitterMilliseconds: 0.4, dropProbability: 0.01,
          repeatProbability: 0.005, noisePoints: 0.2, quantumPoints: 1.0 / 3,
          startMilliseconds: 0, endMilliseconds: 1995, keepsEvents: false,
          seed: UInt64(cycle + 1)))
      // Back on the recorder's clock (the trace shifted it to its first motion), then on the
      // long recording's.
      let offset = Double(cycle) * 2000 + recording.timeOrigin.fileMilliseconds
      for frame in recording.frames where frames.count < frameCount {
        frames.append(
          TraceFrame(
            timeMilliseconds: frame.timeMilliseconds + offset,
            keyboardTop: frame.keyboardTop, barBottom: frame.barBottom))
      }
      cycle += 1
    }
    return try Trace(
      name: "long", screenWidth: scenario.screenWidth, screenHeight: scenario.screenHeight,
      frames: frames)
  }

  /// `name: best ms (median ms) of 3`.
  static func time(_ name: String, _ body: () throws -> Void) -> String {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<3 {
      let elapsed = clock.measure { try? body() }
      samples.append(
        Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    samples.sort()
    return
      "\(name): \(format(samples[0], decimals: 1)) ms (median \(format(samples[1], decimals: 1)) ms)"
  }

  static func format(_ value: Double, decimals: Int = 0) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return decimals == 0 ? String(Int(rounded)) : String(rounded)
  }
}
