/// A run of consecutive frames in which the bottom band moves one way: a keyboard showing (up,
/// negative shifts), hiding or dragged down (positive shifts).
struct MotionRun: Sendable, Hashable {
  /// The first moving frame.
  var first: Int
  /// The last moving frame.
  var last: Int
  /// −1 for up, +1 for down.
  var direction: Int
  /// The summed shift, rows (signed).
  var travel: Int

  /// Runs of two or more frames that move one way (one or two still frames inside are allowed:
  /// recordings repeat frames, and a frame the band's shift does not explain reads as still)
  /// and travel at least `minimumTravel` rows.
  static func runs(shifts: [Int], minimumTravel: Int) -> [MotionRun] {
    var runs: [MotionRun] = []
    var index = 0
    while index < shifts.count {
      guard shifts[index] != 0 else {
        index += 1
        continue
      }
      let direction = shifts[index] > 0 ? 1 : -1
      var end = index
      while end + 1 < shifts.count {
        if shifts[end + 1].signum() == direction {
          end += 1
        } else if let resumes = (2...3).first(where: { gap in
          end + gap < shifts.count && shifts[end + gap].signum() == direction
            && shifts[(end + 1)..<(end + gap)].allSatisfy { $0 == 0 }
        }) {
          end += resumes
        } else {
          break
        }
      }
      let travel = shifts[index...end].reduce(0, +)
      if end > index, abs(travel) >= minimumTravel {
        runs.append(MotionRun(first: index, last: end, direction: direction, travel: travel))
      }
      index = end + 1
    }
    return runs
  }

  /// Still frames (no shift) next to the run's upper end, where the keyboard rests up: after an
  /// upward run, before a downward one; at most `limit`.
  ///
  /// A keyboard that eases into place (a spring's tail) still creeps up by a row or two now and
  /// then after its run: the still frames after the last such step of at most `settling` rows
  /// (within `limit` frames of the run, none the other way between) are its resting place; the
  /// frames between creep and would blur the reference's edges.
  func upperEndFrames(shifts: [Int], limit: Int = 60, settling: Int = 0) -> [Int] {
    guard direction < 0 else { return Self.still(shifts, from: first - 1, step: -1, limit: limit) }
    var settled = last
    var index = last + 1
    while index < shifts.count, index <= last + limit {
      let shift = shifts[index]
      if shift > 0 || -shift > settling { break }
      if shift < 0 { settled = index }
      index += 1
    }
    let frames = Self.still(shifts, from: settled + 1, step: 1, limit: limit)
    return frames.isEmpty ? Self.still(shifts, from: last + 1, step: 1, limit: limit) : frames
  }

  /// Still frames next to the run's lower end (keyboard hidden or held low).
  func lowerEndFrames(shifts: [Int], limit: Int = 60) -> [Int] {
    direction < 0
      ? Self.still(shifts, from: first - 1, step: -1, limit: limit)
      : Self.still(shifts, from: last + 1, step: 1, limit: limit)
  }

  private static func still(_ shifts: [Int], from start: Int, step: Int, limit: Int) -> [Int] {
    var frames: [Int] = []
    var index = start
    while index >= 0, index < shifts.count, shifts[index] == 0, frames.count < limit {
      frames.append(index)
      index += step
    }
    return frames
  }
}
