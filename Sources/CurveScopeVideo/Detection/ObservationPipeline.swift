import Dispatch

/// Profiles frames on a worker thread while the caller decodes the next one: a serial queue
/// keeps the observations in order, and a semaphore lets one frame be in flight at a time, so
/// memory stays at two frames and the caller's frame storage is free again (and reused by
/// ``VideoReader/readFrame(into:)``) by the time it decodes the frame after next.
final class ObservationPipeline: @unchecked Sendable {
  private let detector: ScreenEdgeDetector
  private let queue = DispatchQueue(label: "CurveScopeVideo.ScreenEdgeTracker")
  private let inFlight = DispatchSemaphore(value: 1)
  /// Touched only on `queue`.
  private var observations: [FrameObservation?] = []

  init(detector: ScreenEdgeDetector) {
    self.detector = detector
  }

  /// Queues a frame; waits while the previous one is still being profiled.
  func submit(_ image: YCbCrImage) {
    inFlight.wait()
    let box = FrameBox(image)
    queue.async { [self] in
      let observation = box.take().flatMap { detector.observe($0) }
      observations.append(observation)
      inFlight.signal()
    }
  }

  /// Every observation so far, in order, once the queued frames are done.
  func drain() -> [FrameObservation?] {
    queue.sync { observations }
  }
}

/// Hands a frame to the worker and lets go of it as soon as it is taken.
private final class FrameBox: @unchecked Sendable {
  private var image: YCbCrImage?

  init(_ image: YCbCrImage) {
    self.image = image
  }

  func take() -> YCbCrImage? {
    defer { image = nil }
    return image
  }
}
