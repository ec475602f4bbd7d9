import CurveScopeCairo
import Dispatch
import Synchronization

/// The distinct pictures of a timeline, in order: consecutive frames that show the same display
/// frames look the same and are drawn once. Distinct pictures are drawn a few at a time on every
/// core and encoded in order.
struct FramePlan {
  let timeline: AnimationTimeline
  /// The first output frame of each distinct picture.
  let distinct: [Int]
  /// For each output frame, its distinct picture.
  let distinctIndex: [Int]

  init(_ timeline: AnimationTimeline) {
    self.timeline = timeline
    var distinct: [Int] = []
    var distinctIndex: [Int] = []
    distinctIndex.reserveCapacity(timeline.frameCount)
    var previous: [Int]?
    for frame in 0..<timeline.frameCount {
      let shown = timeline.instant(frame).shown
      if shown != previous {
        distinct.append(frame)
        previous = shown
      }
      distinctIndex.append(distinct.count - 1)
    }
    self.distinct = distinct
    self.distinctIndex = distinctIndex
  }

  /// Draws every distinct picture not in `known` (a batch at a time, on every core) and appends
  /// every output frame to `encoder`, in order.
  func encode(
    into encoder: AnimationEncoder, known: [Int: RasterImage],
    progress: (@Sendable (Int, Int) -> Void)? = nil,
    render: @escaping @Sendable (AnimationTimeline.Instant) throws -> RasterImage
  ) throws {
    let bytes = known.values.first.map { max(1, $0.bytes.count) } ?? 1
    let batch = max(1, min(8, 256_000_000 / bytes))
    try encodeAll(into: encoder, known: known, batch: batch, progress: progress, render: render)
  }

  private func encodeAll(
    into encoder: AnimationEncoder, known: [Int: RasterImage], batch: Int,
    progress: (@Sendable (Int, Int) -> Void)?,
    render: @escaping @Sendable (AnimationTimeline.Instant) throws -> RasterImage
  ) throws {
    let timeline = self.timeline
    let distinct = self.distinct
    var start = 0
    while start < distinct.count {
      let end = min(distinct.count, start + batch)
      let missing = (start..<end).filter { known[$0] == nil }
      let results = Mutex<[Int: Result<RasterImage, any Error>]>([:])
      DispatchQueue.concurrentPerform(iterations: missing.count) { slot in
        let index = missing[slot]
        let result = Result { try render(timeline.instant(distinct[index])) }
        results.withLock { $0[index] = result }
      }
      let drawn = results.withLock { $0 }
      for index in start..<end {
        guard let image = try known[index] ?? drawn[index]?.get() else { continue }
        let last = index + 1 < distinct.count ? distinct[index + 1] : timeline.frameCount
        for frame in distinct[index]..<last {
          try encoder.append(
            image, playbackMilliseconds: timeline.instant(frame).playbackMilliseconds,
            repeated: frame != distinct[index])
        }
      }
      progress?(end < distinct.count ? distinct[end] : timeline.frameCount, timeline.frameCount)
      start = end
    }
  }
}
