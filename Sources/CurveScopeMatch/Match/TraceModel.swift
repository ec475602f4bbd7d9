/// The matched model at any instant: the stretch that owns the instant's frames, its fitted
/// keyboard and the chosen candidate's bar, moved by the fitted latency.
struct TraceModel: Sendable {
  /// The chosen candidate.
  let predictor: BarPredictor
  /// Its latency, in seconds.
  let latency: Double
  /// Where each stretch starts, in seconds (the first from −∞).
  let starts: [Double]

  init(predictor: BarPredictor, latency: Double, frames: MatchFrames) {
    self.predictor = predictor
    self.latency = latency
    starts = predictor.stretches.enumerated().map { index, stretch in
      index == 0 || stretch.frames.isEmpty ? -.infinity : frames.times[stretch.frames.lowerBound]
    }
  }

  /// The stretch owning `seconds`.
  func stretch(at seconds: Double) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= seconds { low = mid } else { high = mid - 1 }
    }
    return low
  }

  func keyboardTop(at seconds: Double) -> Double {
    predictor.stretches[stretch(at: seconds)].keyboard.value(at: seconds)
  }

  func barBottom(at seconds: Double) -> Double {
    predictor.value(stretch: stretch(at: seconds), at: seconds, latency: latency)
  }
}
