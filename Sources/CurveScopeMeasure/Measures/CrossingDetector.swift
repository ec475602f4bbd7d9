/// Finds the first time a sampled value reaches a level, moving in a given direction,
/// interpolating linearly between the two observed samples around the crossing.
struct CrossingDetector {
  let level: Double
  let direction: Double
  private(set) var time: Double?
  private var previous: (time: Double, value: Double)?

  init(level: Double, direction: Double) {
    self.level = level
    self.direction = direction
  }

  mutating func observe(_ value: Double, at frameTime: Double) {
    guard time == nil else { return }
    if (value - level) * direction >= 0 {
      if let previous, value != previous.value {
        let fraction = (level - previous.value) / (value - previous.value)
        time = previous.time + fraction * (frameTime - previous.time)
      } else {
        time = frameTime
      }
    }
    previous = (frameTime, value)
  }
}
