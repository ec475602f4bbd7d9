import CurveScopeMeasure
public import CurveScopeSupport
import CurveScopeTrace
public import CurveScopeVideo

/// Measures a screen recording: decodes every frame with its real presentation time (upright by
/// its display matrix), finds the keyboard's top edge and the input bar's bottom edge in each
/// (`ScreenEdgeTracker`), converts pixel rows to screen points and makes a `Trace` of them.
///
/// ```swift
/// let recording = try RecordingMeasurer().measure("bug-report.mov")
/// let measurement = try recording.trace.measure(tolerance: 1)
/// ```
///
/// Edges not found are `nil` in the trace, never guessed; each frame keeps its confidence.
public struct RecordingMeasurer: Sendable {
  /// The screen sides a measurement accepts, in points (the region's pixels over the scale).
  public static let screenSideRange = NumberRange.closed(100, 2000)
  /// The scales (pixels per point) that may be given: 0.5 (a half-size recording of a 1×
  /// screen) to 5.
  public static let scaleRange = NumberRange.closed(0.5, 5)
  /// The bar heights that may be given, in points.
  public static let barHeightRange = NumberRange.closed(10, 400)

  /// The region of the upright frame that shows the screen (pixels); the whole frame by default.
  public var regionOfInterest: PixelRect?
  /// Pixels per point; inferred from a known iPhone screen's recording size when `nil`.
  public var scale: Double?
  /// The keyboard's background colour, for keyboards without rows of letter keys.
  public var keyboardColor: RGB8?
  /// The bar's background colour at its ends, for unusual bars.
  public var barColor: RGB8?
  /// The bar's height in points, for a bar never seen whole above the keyboard.
  public var barHeight: Double?
  /// Bounds on the recording, checked before decoding.
  public var limits: VideoLimits

  /// Creates a measurer.
  public init(
    regionOfInterest: PixelRect? = nil, scale: Double? = nil, keyboardColor: RGB8? = nil,
    barColor: RGB8? = nil, barHeight: Double? = nil, limits: VideoLimits = .standard
  ) {
    self.regionOfInterest = regionOfInterest
    self.scale = scale
    self.keyboardColor = keyboardColor
    self.barColor = barColor
    self.barHeight = barHeight
    self.limits = limits
  }

  /// Reads and measures the recording at `path`.
  /// - Throws: `VideoReadError` when the file cannot be read or decoded (missing, not a video,
  ///   unsupported codec, out-of-bounds resolution, zero frames, truncated …);
  ///   ``RecordingMeasureError`` when it cannot be measured (unknown scale, a region outside the
  ///   frame, no keyboard in any frame).
  public func measure(_ path: String) throws -> MeasuredRecording {
    let reader = try VideoReader(path: path, limits: limits)
    let frameWidth = reader.info.width
    let frameHeight = reader.info.height
    let region = regionOfInterest ?? PixelRect(x: 0, y: 0, width: frameWidth, height: frameHeight)
    // (Compared without adding: a typed region can hold any Int.)
    guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
      region.x <= frameWidth, region.width <= frameWidth - region.x, region.y <= frameHeight,
      region.height <= frameHeight - region.y
    else {
      throw RecordingMeasureError(
        path: path, .regionOutsideFrame(region, width: frameWidth, height: frameHeight))
    }
    guard
      let scale = ScreenScale.infer(
        width: region.width, height: region.height, given: scale, originRow: Double(region.y))
    else {
      throw RecordingMeasureError(
        path: path, .unknownScale(width: region.width, height: region.height))
    }
    let screen = screenSize(region: region, scale: scale)
    guard Self.screenSideRange.contains(screen.width),
      Self.screenSideRange.contains(screen.height)
    else {
      throw RecordingMeasureError(
        path: path, .screenOutOfBounds(width: screen.width, height: screen.height))
    }
    let tracker = ScreenEdgeTracker(
      hints: ScreenEdgeHints(
        regionOfInterest: regionOfInterest, keyboardColor: keyboardColor, barColor: barColor,
        scale: scale.pixelsPerPoint, barHeightPixels: barHeight.map { $0 * scale.pixelsPerPoint }))
    var times: [Double] = []
    var frame: VideoFrame?
    while try reader.readFrame(into: &frame), let current = frame {
      tracker.add(current.image)
      times.append(current.timeMilliseconds)
    }
    let edges = tracker.finish()
    let frames = zip(times, edges).enumerated().map { index, pair in
      Self.frame(index: index, time: pair.0, edges: pair.1, scale: scale, height: screen.height)
    }
    guard frames.contains(where: { $0.keyboardEvidence.map { $0 != .keyboardHidden } ?? false })
    else { throw RecordingMeasureError(path: path, .noKeyboard(frameCount: frames.count)) }
    let trace = try makeTrace(
      path: path, frames: frames, info: reader.info, scale: scale, screen: screen)
    return MeasuredRecording(
      path: path, info: reader.info, region: region, scale: scale, screenWidth: screen.width,
      screenHeight: screen.height, learned: tracker.learned, frames: frames, trace: trace)
  }

  /// The screen in points: a known iPhone's, else the region over the scale.
  private func screenSize(region: PixelRect, scale: ScreenScale) -> (width: Double, height: Double)
  {
    if case .knownScreen(let phone) = scale.source { return (phone.width, phone.height) }
    return (
      Double(region.width) / scale.pixelsPerPoint, Double(region.height) / scale.pixelsPerPoint
    )
  }

  /// One frame's edges in points, kept within the screen (a padded row can reach past it).
  private static func frame(
    index: Int, time: Double, edges: ScreenEdges, scale: ScreenScale, height: Double
  ) -> MeasuredFrame {
    func points(_ edge: DetectedEdge?) -> Double? {
      edge.map { min(height, max(0, scale.points(fromRow: $0.row))) }
    }
    return MeasuredFrame(
      index: index, recordingMilliseconds: time, keyboardTop: points(edges.keyboardTop),
      keyboardConfidence: edges.keyboardTop?.confidence ?? 0,
      keyboardEvidence: edges.keyboardTop?.evidence, barBottom: points(edges.barBottom),
      barConfidence: edges.barBottom?.confidence ?? 0, barEvidence: edges.barBottom?.evidence,
      barIsCovered: edges.barIsCovered)
  }
}
