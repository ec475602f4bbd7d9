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
  ///
  /// A choppy recording (a debug build, a dropped-frame capture) repeats frames for a few
  /// frames at a time while the keyboard is still on its way: still frames that the motion
  /// resumes after, its own way (none the other way between, each pause at most
  /// ``longestPause`` frames), are such a pause, not the lower end; the still frames after the
  /// last step are (at most `limit` of them). Before, a hide whose frames held three at a time read its first
  /// pause, with the keyboard's top 26 pt in view, as the screen without it. A pause is made of
  /// repeated frames: one that changed with no shift to explain it (`unexplained`: the keyboard
  /// entering the band while the content above moves at another pace) is no pause.
  func lowerEndFrames(shifts: [Int], limit: Int = 60, unexplained: [Bool] = []) -> [Int] {
    func repeated(_ frame: Int) -> Bool {
      shifts[frame] == 0 && !(frame < unexplained.count && unexplained[frame])
    }
    // Away from the run: after a hide, before a show (walking back).
    let step = direction
    var start = direction < 0 ? first - 1 : last + 1
    var index = start
    while index >= 0, index < shifts.count, abs(index - start) <= limit {
      var pause = 0
      while index >= 0, index < shifts.count, repeated(index), pause <= Self.longestPause {
        pause += 1
        index += step
      }
      guard pause <= Self.longestPause, index >= 0, index < shifts.count,
        shifts[index].signum() == direction
      else { break }
      while index >= 0, index < shifts.count, shifts[index].signum() == direction {
        index += step
      }
      guard index >= 0, index < shifts.count, shifts[index] == 0 else { break }
      start = index
    }
    let frames = Self.still(shifts, from: start, step: step, limit: limit)
    if frames.isEmpty {
      return Self.still(
        shifts, from: direction < 0 ? first - 1 : last + 1, step: step, limit: limit)
    }
    return frames
  }

  /// The most still frames a keyboard's motion may pause for and still be on its way
  /// (``lowerEndFrames(shifts:limit:)``): a choppy recording's repeated frames, not a hold.
  static let longestPause = 3

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
