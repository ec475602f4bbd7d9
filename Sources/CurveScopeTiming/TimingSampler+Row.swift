extension TimingSampler {
  /// Row `k` of sampling `timing` over `duration` seconds at `frameRate`, as
  /// ``sample(_:duration:frameRate:)`` computes it: t = k / fps, the time in milliseconds, the
  /// fraction of the duration elapsed, the value and the velocity. Streaming callers take the
  /// row count from ``rowCount(duration:frameRate:)`` first and compute rows one at a time, in
  /// constant memory.
  @inlinable
  public static func row<T: TimingFunction>(
    _ k: Int, of timing: T, duration: Double, frameRate: FrameRate
  ) -> TimingSample {
    let frame = Double(k)
    let time = frame / frameRate.hertz
    return TimingSample(
      timeMilliseconds: frame * 1000 / frameRate.hertz,
      progress: duration > 0 ? min(1, time / duration) : 1,
      value: timing.progress(at: time),
      velocity: timing.velocity(at: time))
  }
}
