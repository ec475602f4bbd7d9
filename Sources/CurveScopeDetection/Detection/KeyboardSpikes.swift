/// Keyboard placements that no keyboard could make: a doubtful placement (confidence under
/// ``doubtful``) that lies farther from a confident placement in the frame just before or after
/// (confidence ``confident`` or more) than a keyboard can travel in the time between them.
///
/// A keyboard is a rigid panel that a system animation (or a finger) moves: it crosses its
/// whole travel in 250 ms or more, at a peak speed under 0.7 of its travel per 100 ms (0.6 in
/// a 15 fps GIF of an iOS 7 keyboard, whose fastest step is 89 px of 214 in 70 ms). The bound
/// is its whole travel per 100 ms. A dimmed frame (an alert fading out) whose last rows match
/// the keyboard's template by chance is placed at the screen's bottom next to a frame that shows
/// the keyboard up: 211 px in 70 ms, where the bound allows 150.
public enum KeyboardSpikes {
  /// Confidence under which a placement is doubtful, 0.5.
  public static let doubtful = 0.5
  /// Confidence from which a neighbouring placement is trusted, 0.9.
  public static let confident = 0.9
  /// The fastest a keyboard travels: its whole travel in this many milliseconds, 100.
  public static let fastestTravelMilliseconds = 100.0

  /// The indices of placements to leave out. `rows` and `confidences` are per frame (`nil`:
  /// not placed), `times` the frames' times in milliseconds, `travel` the keyboard's travel in
  /// rows (from its top at rest to the screen's bottom).
  public static func implausible(
    rows: [Double?], confidences: [Double], times: [Double], travel: Double
  ) -> [Int] {
    guard travel > 0, rows.count == confidences.count, rows.count == times.count else {
      return []
    }
    func trusted(_ index: Int) -> Double? {
      guard rows.indices.contains(index), confidences[index] >= confident else { return nil }
      return rows[index]
    }
    return rows.indices.filter { index in
      guard let row = rows[index], confidences[index] < doubtful else { return false }
      return [index - 1, index + 1].contains { neighbour in
        guard let other = trusted(neighbour) else { return false }
        let elapsed = abs(times[neighbour] - times[index])
        return abs(row - other) > travel * elapsed / fastestTravelMilliseconds
      }
    }
  }
}
