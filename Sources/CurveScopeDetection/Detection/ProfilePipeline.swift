import Dispatch

/// Profiles frames on a worker thread while the caller decodes the next one: a serial queue keeps
/// the profiles in order, and a semaphore lets one frame be in flight at a time, so memory stays
/// at two frames plus the profiles. Frames lent by a decoder (``profileNow(_:)``) are profiled
/// on the caller's thread instead, with no copy, and stored in the same order.
final class ProfilePipeline: @unchecked Sendable {
  private let profiler: StripProfiler
  private let queue = DispatchQueue(label: "CurveScopeVideo.ProfilePipeline")
  private let inFlight = DispatchSemaphore(value: 1)
  /// Touched only on `queue`.
  private var store: ProfileStore

  init(profiler: StripProfiler, maximumBytes: Int) {
    self.profiler = profiler
    store = ProfileStore(
      rows: profiler.region.height, strips: profiler.strips, maximumBytes: maximumBytes)
  }

  /// Queues a frame; waits while the previous one is still being profiled.
  func submit(_ image: YCbCrImage) {
    inFlight.wait()
    let box = ImageBox(image)
    queue.async { [self] in
      if let image = box.take() {
        store.append(profiler.profile(image), strips: profiler.strips)
      }
      inFlight.signal()
    }
  }

  /// Profiles a lent frame now, on the caller's thread (its bytes are valid only during the
  /// call), and queues the profile behind the frames already submitted.
  func profileNow(_ plane: LumaPlane) {
    let profile = profiler.profile(plane)
    queue.async { [self] in
      store.append(profile, strips: profiler.strips)
    }
  }

  /// The profiles so far, once the queued frames are done.
  func drain() -> ProfileStore {
    queue.sync { store }
  }
}

/// Hands a frame to the worker and lets go of it as soon as it is taken.
private final class ImageBox: @unchecked Sendable {
  private var image: YCbCrImage?

  init(_ image: YCbCrImage) {
    self.image = image
  }

  func take() -> YCbCrImage? {
    defer { image = nil }
    return image
  }
}
