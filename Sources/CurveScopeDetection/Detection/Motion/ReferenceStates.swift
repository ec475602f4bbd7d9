/// The resting states a recording's motion reveals: where the keyboard rests up (the reference
/// the keyboard and the bar are registered against) and, when it is ever hidden, a frame set
/// without it.
///
/// Both are read from the band's motion, not from how anything looks: the still frames at the
/// upper ends of the motion runs are the keyboard at rest up (their most common look, by the
/// bottom band, is the reference); the still frames at the lower ends are hidden when the
/// reference's band shows nowhere in them, and a keyboard held low (dragged, not hidden)
/// otherwise.
struct ReferenceStates: Sendable {
  /// Frames at rest up with the reference look.
  var upFrames: [Int]
  /// The stays at rest up that show one look of the whole screen (the page above the keyboard
  /// can differ between stays: scrolled, a message sent), largest first; those of at least
  /// three frames.
  var upStays: [[Int]] = []
  /// Frames at rest with no keyboard, the most common look among them (empty when the keyboard
  /// is never hidden).
  var hiddenFrames: [Int]
  /// A still frame where the keyboard is held lowest without being hidden, and how far below
  /// its resting place (rows), when there is one.
  var lowestKeyboard: (frame: Int, displacement: Int)?
  /// The still frames at a motion run's lower end that were taken for the keyboard hidden
  /// (the reference's band shows nowhere in them), each with that run's measured travel (rows):
  /// the frames to look at again as a keyboard held low (``heldLow(coarse:factor:)``).
  var hiddenAtRunEnds: [(frame: Int, travel: Int)] = []

  /// Finds the states, or `nil` when no motion run has an upper end.
  static func find(
    coarse: ProfileStore, factor: Int, runs: [MotionRun], shifts: [Int],
    unexplained: [Bool] = []
  ) -> ReferenceStates? {
    let band = BandMotion.band(rows: coarse.rows)
    var upper = Set<Int>()
    var lower = Set<Int>()
    var turning = Set<Int>()
    // Each lower end's largest measured travel, for the frames read as hidden (heldLow).
    var travels: [Int: Int] = [:]
    // Each upper end's largest measured travel.
    var upperTravels: [Int: Int] = [:]
    for run in runs {
      let upperEnds = run.upperEndFrames(shifts: shifts, settling: 2 * factor)
      upper.formUnion(upperEnds)
      for frame in upperEnds {
        upperTravels[frame] = max(upperTravels[frame] ?? 0, abs(run.travel))
      }
      let ends = run.lowerEndFrames(shifts: shifts, unexplained: unexplained)
      lower.formUnion(ends)
      for frame in ends { travels[frame] = max(travels[frame] ?? 0, abs(run.travel)) }
      // No still frame at the run's lower end (a drag that turns back at once, as a GIF at 10
      // frames a second shows it): the frame where it turns is the keyboard held lowest.
      if ends.isEmpty { turning.insert(run.direction > 0 ? run.last : run.first - 1) }
    }
    // A stay between two runs the same way is the lower end of one and the upper end of the
    // other; the larger travel tells which it is. A keyboard that came down a whole keyboard's
    // height into it does not rest up there because something moved down out of it by under two
    // thirds as much (a chat's page scrolled down, the keyboard hidden all along).
    for frame in upper.intersection(lower)
    where 2 * (travels[frame] ?? 0) > 3 * (upperTravels[frame] ?? 0) {
      upper.remove(frame)
    }
    lower.subtract(upper)
    let beyond = Self.beyondUnmeasuredMotion(
      stays: upper, shifts: shifts, unexplained: unexplained
    ).subtracting(upper).subtracting(lower)
    // The first frame is still by definition (nothing before it to have moved from): alone, it
    // is no evidence of a rest, and between looks of as many frames another wins. A GIF cut to
    // the action opens on a keyboard with lower-case keys for one frame, then hides; the only
    // other frame at rest up shows capitals, as every later frame does.
    let upLooks = cluster(coarse: coarse, frames: upper.sorted(), band: band)
    let largest = upLooks.first?.count ?? 0
    guard
      let up = upLooks.first(where: { $0.count == largest && $0 != [0] }) ?? upLooks.first
    else { return nil }
    let reference = ProfileImage.median(of: coarse, frames: up)
    var hidden: [Int] = []
    var lowest: (frame: Int, displacement: Int)?
    var hiddenAtRunEnds: [(frame: Int, travel: Int)] = []
    // A resting state is never read from frames that were changing: a frame whose band changed
    // with no shift to explain it (the keyboard entering the band while the content above it
    // moves at another pace) can show part of the keyboard, whose key rows then pass for the
    // reference's lower rows.
    func changing(_ frame: Int) -> Bool { frame < unexplained.count && unexplained[frame] }
    for frame in lower.sorted() {
      if let shift = keyboardShift(coarse: coarse, frame: frame, reference: reference, band: band) {
        if !changing(frame), shift > (lowest?.displacement ?? 0) / factor {
          lowest = (frame, shift * factor)
        }
      } else {
        hidden.append(frame)
        if let travel = travels[frame], !changing(frame) {
          hiddenAtRunEnds.append((frame, travel))
        }
      }
    }
    for frame in turning.sorted() where frame >= 0 && frame < coarse.count && !changing(frame) {
      if let shift = keyboardShift(coarse: coarse, frame: frame, reference: reference, band: band),
        shift > (lowest?.displacement ?? 0) / factor
      {
        lowest = (frame, shift * factor)
      }
    }
    // Frames beyond a motion the band could not measure add frames without the keyboard only.
    for frame in beyond.sorted()
    where keyboardShift(coarse: coarse, frame: frame, reference: reference, band: band) == nil {
      hidden.append(frame)
    }
    // The hidden state: the largest look among the frames without the keyboard that holds a
    // frame at rest (not changing); none when every such frame was changing. Between looks of
    // as many frames, the one least like the keyboard displaced down: a recording that opens
    // mid-show holds a glass keyboard's first rows in its first frames, which differ from the
    // reference by too much to be registered (7.5 levels, where the page's frames after the
    // hide differ by 66).
    let looks = cluster(coarse: coarse, frames: hidden, band: band).filter {
      $0.contains { !changing($0) }
    }
    let tied = looks.filter { $0.count == looks.first?.count }
    let costs = tied.map {
      keyboardMatch(coarse: coarse, frame: $0[0], reference: reference, band: band)?.cost
        ?? .infinity
    }
    let hiddenCluster = costs.indices.max { costs[$0] < costs[$1] }.map { tied[$0] } ?? []
    let stays = cluster(coarse: coarse, frames: up, band: 0..<coarse.rows).filter { $0.count >= 3 }
    return ReferenceStates(
      upFrames: up, upStays: stays, hiddenFrames: hiddenCluster, lowestKeyboard: lowest,
      hiddenAtRunEnds: hiddenAtRunEnds)
  }

  /// Still frames on the far side of a motion that bounds a stay at rest up (among `stays`)
  /// and that the band could not measure whole, at most 60 on each side.
  ///
  /// A keyboard that enters or leaves the band between two frames (a GIF at 10 frames a
  /// second, the content above moving at another pace) changes the band with no shift to
  /// explain it; what is measured of the motion then falls short of a run's travel, and the
  /// stay's other end is lost: a recording that opens with the keyboard hidden and ends in a
  /// hide has no hidden frames. Such a motion is at most 6 frames long, holds a frame no shift
  /// explains and a shift towards the stay, and none away from it.
  static func beyondUnmeasuredMotion(stays: Set<Int>, shifts: [Int], unexplained: [Bool])
    -> Set<Int>
  {
    func changing(_ frame: Int) -> Bool { frame < unexplained.count && unexplained[frame] }
    func still(_ frame: Int) -> Bool { shifts[frame] == 0 && !changing(frame) }
    var found = Set<Int>()
    for frame in stays where frame < shifts.count {
      // Before the stay the keyboard rose into it (shifts up, −1); after it, it falls (+1).
      for step in [-1, 1] where !stays.contains(frame + step) {
        var index = frame + step
        var (length, measured, unmeasured, against) = (0, false, false, false)
        while index >= 0, index < shifts.count, !still(index), length <= 6 {
          if changing(index) {
            unmeasured = true
          } else if shifts[index].signum() == step {
            measured = true
          } else {
            against = true
          }
          length += 1
          index += step
        }
        guard !against, (2...6).contains(length), measured, unmeasured else { continue }
        var taken = 0
        while index >= 0, index < shifts.count, still(index), taken < 60 {
          found.insert(index)
          index += step
          taken += 1
        }
      }
    }
    return found
  }

  /// Frames grouped by their bottom band (mean difference under 1.5 levels from a group's
  /// first frame), largest group first.
  static func cluster(coarse: ProfileStore, frames: [Int], band: Range<Int>) -> [[Int]] {
    var groups: [[Int]] = []
    let strips = coarse.strips
    coarse.values.withUnsafeBufferPointer { values in
      func distance(_ a: Int, _ b: Int) -> Float {
        var sum = 0
        for row in band {
          for strip in 0..<strips {
            sum += abs(
              Int(values[(a * coarse.rows + row) * strips + strip])
                - Int(values[(b * coarse.rows + row) * strips + strip]))
          }
        }
        return Float(sum) / Float(band.count * strips)
      }
      for frame in frames {
        if let index = groups.firstIndex(where: { distance($0[0], frame) < 1.5 }) {
          groups[index].append(frame)
        } else {
          groups.append([frame])
        }
      }
    }
    return groups.sorted { $0.count > $1.count }
  }

  /// Where the reference's band shows in a frame, displaced down by some rows (coarse), with at
  /// least a tenth of it in view and in a part with structure; `nil` when nowhere.
  static func keyboardShift(
    coarse: ProfileStore, frame: Int, reference: ProfileImage, band: Range<Int>
  ) -> Int? {
    guard let match = keyboardMatch(coarse: coarse, frame: frame, reference: reference, band: band),
      match.cost < 3
    else { return nil }
    return match.shift
  }

  /// The reference's band displaced down by some rows (coarse) that best matches a frame, with
  /// at least a tenth of it in view and in a part with structure, and its mean difference
  /// (levels); `nil` when no displacement leaves such a part in view.
  static func keyboardMatch(
    coarse: ProfileStore, frame: Int, reference: ProfileImage, band: Range<Int>
  ) -> (shift: Int, cost: Float)? {
    let rows = coarse.rows
    let minimum = max(1, band.count / 10)
    return bestShift(
      coarse: coarse, frame: frame, reference: reference, minimum: minimum,
      shifts: Array(-(rows / 20)...max(-(rows / 20), band.count - minimum))
    ) { shift in
      (
        max(band.lowerBound, band.lowerBound + shift),
        min(band.upperBound, band.upperBound + shift, rows)
      )
    }
  }

  /// The shift among `shifts` (coarse rows, down) whose rows `compared(shift)` (first, end) of a frame best
  /// match the reference's rows that far above them, with its mean difference: only shifts
  /// that compare at least `minimum` rows, whose reference rows have structure (a spread of 3
  /// levels or more).
  static func bestShift(
    coarse: ProfileStore, frame: Int, reference: ProfileImage, minimum: Int, shifts: [Int],
    compared: (Int) -> (low: Int, high: Int)
  ) -> (shift: Int, cost: Float)? {
    let strips = coarse.strips
    let rows = coarse.rows
    var best: (cost: Float, shift: Int)?
    coarse.values.withUnsafeBufferPointer { values in
      let start = frame * rows * strips
      for shift in shifts {
        let (low, high) = compared(shift)
        guard high - low >= minimum else { continue }
        var sum: Float = 0
        var mean: Float = 0
        var squares: Float = 0
        for row in low..<high {
          for strip in 0..<strips {
            let expected = reference[row - shift, strip]
            sum += abs(Float(values[start + row * strips + strip]) - expected)
            mean += expected
            squares += expected * expected
          }
        }
        let count = Float((high - low) * strips)
        mean /= count
        guard (squares / count - mean * mean).squareRoot() >= 3 else { continue }
        let cost = sum / count
        if cost < (best?.cost ?? .infinity) { best = (cost, shift) }
      }
    }
    return best.map { ($0.shift, $0.cost) }
  }
}
