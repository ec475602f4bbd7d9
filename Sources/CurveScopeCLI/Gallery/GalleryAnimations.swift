#if Video
  import CurveScopeAnimation
  import CurveScopeGallery
  import CurveScopeMeasure
  import CurveScopePlot
  import CurveScopeSupport
  import CurveScopeSync
  import CurveScopeTiming
  import Dispatch
  import Synchronization

  /// The animated figures of the gallery: a few scenarios in slow motion, three strategies side
  /// by side, as GIFs (whatever `--format` the still figures take), each only when its scenario is
  /// among the gallery's.
  enum GalleryAnimations {
    /// One animation: its file name, scenario and strategies.
    struct Plan {
      var name: String
      var scenario: String
      var strategies: [String]
      var what: String
    }

    /// The default show (a desync both ways, in sync, one frame late) and the third-party
    /// keyboard's three notifications (in sync, a handler that misses willChangeFrame, the curve
    /// passed without `<< 16`).
    static let plans = [
      Plan(
        name: "animation-show-375x812-291", scenario: "show-375x812-291",
        strategies: ["reported-duration", "curve-shift", "display-link"],
        what: "the keyboard shows"),
      Plan(
        name: "animation-third-party-sogou-triple", scenario: "third-party-sogou-triple",
        strategies: ["curve-shift", "will-show-only", "unshifted-curve"],
        what: "a third-party keyboard posts three notifications (282 → 216 → 282 pt)"),
    ]

    /// Writes the animations whose scenarios are in `scenarios` into `folder` (atomically), and
    /// returns their index entries.
    /// - Throws: what analysing, drawing or writing throws.
    static func write(
      scenarios: [Scenario], folder: String, progress: ((String) -> Void)? = nil
    ) throws -> [GalleryRenderer.ExtraEntry] {
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      var entries: [GalleryRenderer.ExtraEntry] = []
      let chosen = plans.compactMap { plan in
        scenarios.first { $0.name == plan.scenario }.map { (plan, $0) }
      }
      var animations: [(file: String, animation: SyncAnimation)] = []
      for (plan, scenario) in chosen {
        let rate = scenario.preferredFrameRate.flatMap { try? FrameRate(hertz: $0) } ?? .hz120
        let measurements = try plan.strategies.compactMap(InputBarStrategy.preset(named:)).map {
          try SyncAnimation.measure(scenario, strategy: $0, rate: rate)
        }
        let animation = try SyncAnimation(measurements)
        let file = plan.name + ".gif"
        animations.append((file, animation))
        let verdicts = measurements.map {
          "\($0.series.barName) (\(SyncVerdict.short($0.summary)))"
        }.joined(separator: ", ")
        entries.append(
          GalleryRenderer.ExtraEntry(
            name: plan.name, section: "Animations",
            caption: "\(scenario.name): \(plan.what), "
              + "\(NumberText.reading(animation.settings.slowMotion))× slower than real time: "
              + "\(verdicts). The time counter gives the display frame on screen.",
            file: file))
      }
      // The animations are written side by side (each GIF's encoding is one thread's work).
      progress?("gallery: \(animations.count) animations")
      let failures = Mutex<[Int: any Error]>([:])
      let queued = animations
      DispatchQueue.concurrentPerform(iterations: queued.count) { index in
        do {
          try queued[index].animation.write(to: prefix + queued[index].file, format: .gif)
        } catch {
          failures.withLock { $0[index] = error }
        }
      }
      if let first = failures.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
      return entries
    }
  }

  extension SyncAnimation {
    /// The measurement of a preset on a scenario at a display rate.
    static func measure(_ scenario: Scenario, strategy: InputBarStrategy, rate: FrameRate) throws
      -> SyncMeasurement
    {
      try SyncAnalysis(scenario: scenario, strategy: strategy, clock: FrameClock(rate))
        .measurement()
    }
  }
#endif
