public import CurveScopeDetection
public import CurveScopeSupport
public import CurveScopeVideo

/// Measures a screen recording: decodes every frame with its real presentation time (upright by
/// its display matrix), follows the keyboard and the bar through it (`MotionEdgeTracker` in CurveScopeVideo),
/// converts pixel rows to screen points, measures the bar's desync against its resting places
/// and makes a `Trace` of the frames.
///
/// ```swift
/// let recording = try RecordingMeasurer().measure("bug-report.mov")
/// if let verdict = recording.analysis?.verdict { print(verdict, recording.trust.line) }
/// ```
///
/// Edges not seen are `nil`, never guessed; each frame keeps its confidence. A recording that
/// gives no verdict (no keyboard, no bar, too few frames) is still measured as far as it goes,
/// with ``MeasuredRecording/refusal`` saying why.
public struct RecordingMeasurer: Sendable {
  /// The screen sides a measurement accepts, in points (the region's pixels over the scale).
  public static let screenSideRange = NumberRange.closed(100, 2000)
  /// The scales (pixels per point) that may be given: 0.5 to 5.
  public static let scaleRange = NumberRange.closed(0.5, 5)
  /// The tolerance of the verdict, 3 pt: a departure from the expected gap within it is in sync.
  public static let verdictTolerance = 3.0
  /// The frames of the motion with both edges a verdict needs.
  public static let framesNeeded = 3

  /// The region of the upright frame that shows the screen (pixels); the whole frame by default.
  public var regionOfInterest: PixelRect?
  /// Pixels per point; inferred from the frame's size or shape when `nil`.
  public var pixelsPerPoint: Double?
  /// Bounds on the recording, checked before decoding.
  public var limits: VideoLimits

  /// Creates a measurer.
  public init(
    regionOfInterest: PixelRect? = nil, pixelsPerPoint: Double? = nil,
    limits: VideoLimits = .standard
  ) {
    self.regionOfInterest = regionOfInterest
    self.pixelsPerPoint = pixelsPerPoint
    self.limits = limits
  }

  /// Reads and measures the recording at `path`.
  /// - Throws: `VideoReadError` when the file cannot be read or decoded (missing, not a video,
  ///   unsupported codec, out-of-bounds resolution, zero frames, truncated …);
  ///   ``RecordingMeasureError`` when it cannot be measured at all (a region outside the frame,
  ///   a screen out of bounds, frames with the same timestamp).
  public func measure(_ path: String) throws -> MeasuredRecording {
    // At most two passes: a second pass is never asked for again. The first pass's decoder is
    // closed before the second opens its own.
    var screen: (screen: PixelRect, inBorder: Bool)?
    while true {
      switch try pass(path, secondPass: screen) {
      case .measured(let recording): return recording
      case .measureAgain(let found): screen = found
      }
    }
  }

  /// What one pass over the frames gives: the measurement, or the screen to measure again.
  private enum PassOutcome {
    case measured(MeasuredRecording)
    case measureAgain((screen: PixelRect, inBorder: Bool))
  }

  /// Measures with `secondPass`'s region when it is given: the second pass over a recording
  /// whose screen the first found by what changes in it (inside a uniform border, when only
  /// its sides were found in the first frame).
  private func pass(_ path: String, secondPass: (screen: PixelRect, inBorder: Bool)?) throws
    -> PassOutcome
  {
    let reader = try VideoReader(path: path, limits: limits)
    // The detector reads brightness alone (row profiles of the luma plane).
    reader.readsChroma = false
    let frameWidth = reader.info.width
    let frameHeight = reader.info.height
    // Without a region given, a screen inside a uniform border (found in the first frame, only
    // when clear-cut) is the region.
    var frame: VideoFrame?
    let first = try reader.readFrame(into: &frame) ? frame : nil
    let bordered =
      regionOfInterest == nil && secondPass == nil
      ? first.flatMap { ScreenBorder.screen(in: $0.image) }
        .flatMap { $0.clipped(toWidth: frameWidth, height: frameHeight) } : nil
    let found = secondPass?.screen ?? bordered
    let region =
      regionOfInterest ?? found ?? PixelRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
    // The margins no frame changes (a device frame inside a border, a white page) are looked
    // for while the frames are read; a frame of an iPhone's own recording size is its screen.
    var margins =
      regionOfInterest == nil && secondPass == nil
        && IPhoneScreen.matching(width: frameWidth, height: frameHeight) == nil
      ? first.flatMap { frame in frame.image.withLumaPlane { StillMargins(first: $0) } } : nil
    // (Compared without adding: a typed region can hold any Int.)
    guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
      region.x <= frameWidth, region.width <= frameWidth - region.x, region.y <= frameHeight,
      region.height <= frameHeight - region.y
    else {
      throw RecordingMeasureError(
        path: path, .regionOutsideFrame(region, width: frameWidth, height: frameHeight))
    }
    let scale = ScreenScale.infer(
      width: region.width, height: region.height, given: pixelsPerPoint,
      originRow: Double(region.y))
    let screen = Self.screenSize(region: region, scale: scale)
    guard Self.screenSideRange.contains(screen.width),
      Self.screenSideRange.contains(screen.height)
    else {
      throw RecordingMeasureError(
        path: path, .screenOutOfBounds(width: screen.width, height: screen.height))
    }
    let tracker = MotionEdgeTracker(
      hints: ScreenEdgeHints(
        regionOfInterest: regionOfInterest ?? found, pixelsPerPoint: scale.pixelsPerPoint))
    // A frame drawn around the screen can round its bottom corners: what they hide is not
    // compared.
    if region.width < frameWidth, let first {
      tracker.bottomCorners = first.image.withLumaPlane {
        RoundedCorners.insets(in: $0, screen: region)
      }
    }
    var times: [Double] = []
    if let first {
      tracker.add(first.image)
      times.append(first.timeMilliseconds)
    }
    frame = nil
    // The other frames are profiled from the decoder's own luma plane, not copied.
    while let timing = try reader.readFrame(lendingLuma: { plane in
      tracker.add(luma: plane)
      margins?.add(plane)
    }) {
      if let previous = times.last, !(timing.timeMilliseconds > previous) {
        throw RecordingMeasureError(
          path: path,
          .repeatedTimestamp(frame: times.count, milliseconds: timing.timeMilliseconds))
      }
      times.append(timing.timeMilliseconds)
    }
    let detection = tracker.finish()
    if secondPass == nil, let first,
      let screen = Self.framedScreen(
        first: first.image, region: region, bordered: bordered, margins: margins,
        stillRows: detection.stillRowsAtEnds)
    {
      return .measureAgain(screen)
    }
    var recording = assemble(
      path: path, info: reader.info, region: region, scale: scale, screen: screen,
      times: times, detection: detection, cornerRows: tracker.bottomCorners?.rows ?? 0)
    recording.screenFoundInBorder = bordered != nil || secondPass?.inBorder == true
    recording.screenFoundByMotion = secondPass?.inBorder == false
    return .measured(recording)
  }

  /// The screen in points: a known iPhone's, else the region over the scale.
  static func screenSize(region: PixelRect, scale: ScreenScale) -> (width: Double, height: Double) {
    if case .knownScreen(let phone) = scale.source { return (phone.width, phone.height) }
    return (
      Double(region.width) / scale.pixelsPerPoint, Double(region.height) / scale.pixelsPerPoint
    )
  }
}
