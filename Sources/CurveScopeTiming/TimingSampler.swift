import CurveScopeSupport

/// Samples a timing function once per display frame.
///
/// Frames are at t_k = k / fps seconds (computed as `Double(k) / hertz`) for k = 0, 1, …, n,
/// where n is the smallest k with t_k ≥ duration: the first row is at 0 s and the last is the
/// first frame at or after the end, so the final value is shown. A duration of 0 gives one row at
/// 0 s. The time column is `Double(k) * 1000 / hertz` ms (exact for whole-millisecond frames).
///
/// Complexity: O(n) time and memory, one evaluation per row; n + 1 is checked against
/// ``maximumRowCount`` before anything is allocated.
public enum TimingSampler {
  /// The most rows one request may produce: 1 000 000 (1000 s at 1000 Hz).
  public static let maximumRowCount = 1_000_000

  /// The number of rows for `duration` seconds at `frameRate`: n + 1 as defined above.
  /// - Throws: ``TimingError`` for a negative or non-finite duration, or when the count passes
  ///   ``maximumRowCount``.
  public static func rowCount(duration: Double, frameRate: FrameRate) throws(TimingError) -> Int {
    try TimingError.requireDuration("duration", duration)
    let tooMany = TimingError.tooManyRows(
      duration: duration, hertz: frameRate.hertz, limit: maximumRowCount)
    let frames = (duration * frameRate.hertz).rounded(.up)
    guard frames < Double(maximumRowCount) else { throw tooMany }
    var last = Int(frames)
    // Rounding of duration·hertz may be off by one frame (0.1 s at 30 Hz gives 3.0000000000000004):
    // settle on the smallest k whose Double(k) / hertz reaches the duration.
    while last > 0 && Double(last - 1) / frameRate.hertz >= duration { last -= 1 }
    while Double(last) / frameRate.hertz < duration { last += 1 }
    guard last < maximumRowCount else { throw tooMany }
    return last + 1
  }

  /// Samples `timing` over `duration` seconds (its own duration when `nil`) at `frameRate`.
  /// - Throws: ``TimingError`` as ``rowCount(duration:frameRate:)``.
  @inlinable
  public static func sample<T: TimingFunction>(
    _ timing: T, duration: Double? = nil, frameRate: FrameRate
  ) throws(TimingError) -> [TimingSample] {
    let duration = duration ?? timing.duration
    let count = try rowCount(duration: duration, frameRate: frameRate)
    var rows: [TimingSample] = []
    rows.reserveCapacity(count)
    for k in 0..<count {
      rows.append(row(k, of: timing, duration: duration, frameRate: frameRate))
    }
    return rows
  }
}
