import CGIF
public import CurveScopeDetection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an animated GIF (GIF89a, LZW by giflib) from pixel images with the times they are
/// shown at.
///
/// One global palette (``GIFPalette``: exact for flat figures) serves every frame. Delays are
/// whole centiseconds taken from the rounded times themselves, so rounding errors never add
/// up (frame k lasts round(t₍ₖ₊₁₎/10 ms) − round(tₖ/10 ms) cs); a frame arriving less than
/// 2 cs after the previous one replaces it (browsers show shorter delays as 10 cs), and a frame
/// identical to the previous one just extends it. The animation loops forever (NETSCAPE2.0)
/// and the last frame is held. Later frames store only the rectangle that changed, with
/// unchanged pixels transparent. The file is written to a hidden temporary and renamed into
/// place by ``finish(endMilliseconds:)``; nothing is left under the output's name on failure.
public final class GIFWriter {
  /// The output path, as given.
  public let path: String
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The palette.
  public let palette: GIFPalette
  /// The settings.
  public let settings: GIFWriterSettings
  /// Frames written into the file so far (after merging).
  public internal(set) var writtenFrameCount = 0

  let output: TemporaryOutput
  let descriptor: Int32
  let encoder: GIFEncoderFile
  var indexer: GIFIndexer
  var displayed: [UInt8]?
  var pending: (indices: [UInt8], centiseconds: Int64, milliseconds: Double)?
  var lastMilliseconds: Double?
  var appendedCount = 0
  var isClosed = false

  /// The palette index of unchanged pixels.
  var transparentIndex: Int { palette.colors.count }

  /// Creates the writer, the temporary file and the GIF's header.
  /// - Throws: ``VideoWriteError`` for a size outside 1…65535 px a side or over 40 MP, an empty
  ///   palette, or a temporary that cannot be created or written.
  public init(
    path: String, width: Int, height: Int, palette: GIFPalette,
    settings: GIFWriterSettings = .standard
  ) throws(VideoWriteError) {
    guard (1...65_535).contains(width), (1...65_535).contains(height),
      width * height <= 40_000_000, !palette.colors.isEmpty
    else {
      throw VideoWriteError(
        path: path,
        cause: .invalidFrame(
          index: 0,
          detail:
            "size \(width)×\(height) with \(palette.colors.count) colours: each side must be "
            + "1…65535 pixels, at most 40 MP, and the palette not empty"))
    }
    self.path = path
    self.width = width
    self.height = height
    self.palette = palette
    self.settings = settings
    indexer = GIFIndexer(palette: palette)
    output = try TemporaryOutput(path: path)
    descriptor = open(output.temporaryPath, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = TemporaryOutput.reason()
      output.discard()
      throw VideoWriteError(path: path, cause: .cannotWrite(reason: "cannot open: \(reason)"))
    }
    do {
      encoder = try GIFEncoderFile(descriptor: descriptor)
      try writeHeader()
    } catch {
      Glibc.close(descriptor)
      output.discard()
      throw VideoWriteError(path: path, cause: .gif(error))
    }
  }

  deinit {
    if !isClosed {
      try? encoder.close()
      Glibc.close(descriptor)
      output.discard()
    }
  }

  /// Appends a frame shown from `timeMilliseconds` (after the previous frame's time).
  /// - Throws: ``VideoWriteError`` for a size other than the writer's, a time not after the
  ///   previous one, or a write failure (the temporary is then removed).
  public func append(_ image: PixelImage, timeMilliseconds: Double) throws(VideoWriteError) {
    guard !isClosed else { throw VideoWriteError(path: path, cause: .finished) }
    try FrameAdmission.checkSize(
      image, index: appendedCount, width: width, height: height, container: "GIF", path: path)
    let centiseconds = try centiseconds(timeMilliseconds, index: appendedCount)
    var indices = [UInt8](repeating: 0, count: width * height)
    indexer.index(image, into: &indices)
    appendedCount += 1
    lastMilliseconds = timeMilliseconds
    guard let current = pending else {
      pending = (indices, centiseconds, timeMilliseconds)
      return
    }
    if indices == current.indices { return }
    if centiseconds - current.centiseconds < 2 {
      pending = (indices, current.centiseconds, current.milliseconds)
      return
    }
    try emit(current.indices, delay: centiseconds - current.centiseconds)
    pending = (indices, centiseconds, timeMilliseconds)
  }

  /// Writes the last frame, shown until `endMilliseconds` (default: its own time) plus the
  /// hold of the settings, then the trailer, and renames the file into place.
  public func finish(endMilliseconds: Double? = nil) throws(VideoWriteError) {
    guard !isClosed else { throw VideoWriteError(path: path, cause: .finished) }
    guard let last = pending else {
      close()
      throw VideoWriteError(path: path, cause: .noFrames)
    }
    var end = max(endMilliseconds ?? last.milliseconds, lastMilliseconds ?? last.milliseconds)
    let hold = settings.holdLastFrameMilliseconds
    end += hold.isFinite && hold > 0 ? min(hold, 600_000) : 0
    guard end.isFinite else {
      close()
      throw VideoWriteError(
        path: path, cause: .invalidFrame(index: appendedCount, detail: "end time is not finite"))
    }
    let delay = max(2, Int64((end / 10).rounded()) - last.centiseconds)
    try emit(last.indices, delay: delay)
    do {
      try encoder.close()
    } catch {
      close()
      throw VideoWriteError(path: path, cause: .gif(error))
    }
    isClosed = true
    Glibc.close(descriptor)
    try output.commit()
  }

  /// Closes the encoder and removes the temporary.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    try? encoder.close()
    Glibc.close(descriptor)
    output.discard()
  }
}
