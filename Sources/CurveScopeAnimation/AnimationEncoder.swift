import CurveScopeCairo
import CurveScopeChart
import CurveScopeDetection
import CurveScopeOutput
import CurveScopeVideo

/// Writes rendered frames to a GIF (``GIFWriter``) or an H.264 MP4 (``VideoWriter``), both
/// atomic: nothing is left under the output's name unless ``finish(endMilliseconds:)`` succeeds.
final class AnimationEncoder {
  private enum Writer {
    case gif(GIFWriter)
    case mp4(VideoWriter)
  }

  private let writer: Writer

  /// Opens the writer.
  /// - Parameters:
  ///   - samples: frames whose colours make the GIF's palette (the key frames).
  ///   - flatColors: colours the GIF keeps exactly whatever the samples hold (the figure's and
  ///     the screens' flat colours), so that an overlap or a gap always has its own colour.
  ///   - framesPerSecond: the MP4's nominal rate for the encoder's rate control.
  /// - Throws: `VideoWriteError` when the file cannot be created or the encoder is missing.
  init(
    path: String, format: AnimationFormat, width: Int, height: Int, samples: [RasterImage],
    flatColors: [Color], framesPerSecond: Double
  ) throws {
    switch format {
    case .gif:
      let images = try samples.map(Self.pixels)
      let palette = Self.palette(samples: images, flatColors: flatColors)
      writer = .gif(
        try GIFWriter(
          path: path, width: width, height: height, palette: palette,
          settings: GIFWriterSettings(holdLastFrameMilliseconds: 0)))
    case .mp4:
      writer = .mp4(
        try VideoWriter(
          path: path, width: width, height: height,
          settings: VideoWriterSettings(
            framesPerSecond: Int(
              min(240, max(1, framesPerSecond.isFinite ? framesPerSecond : 30)).rounded()))))
    }
  }

  /// Appends a frame shown from `playbackMilliseconds`; `repeated` says it is the same image as
  /// the previous frame (a GIF then just shows the previous one longer).
  func append(_ image: RasterImage, playbackMilliseconds: Double, repeated: Bool) throws {
    switch writer {
    case .gif(let gif):
      guard !repeated else { return }
      try gif.append(try Self.pixels(image), timeMilliseconds: playbackMilliseconds)
    case .mp4(let video):
      try video.append(try Self.pixels(image), timeMilliseconds: playbackMilliseconds)
    }
  }

  /// Ends the last frame at `endMilliseconds` of playback and renames the file into place.
  func finish(endMilliseconds: Double) throws {
    switch writer {
    case .gif(let gif): try gif.finish(endMilliseconds: endMilliseconds)
    case .mp4(let video): try video.finish(endMilliseconds: endMilliseconds)
    }
  }

  /// Frames written into the file (a GIF merges repeated frames).
  var writtenFrameCount: Int {
    switch writer {
    case .gif(let gif): gif.writtenFrameCount
    case .mp4(let video): video.frameCount
    }
  }

  /// Cairo's pixels as the writers take them.
  static func pixels(_ image: RasterImage) throws -> PixelImage {
    try PixelImage(width: image.width, height: image.height, layout: .bgra, bytes: image.bytes)
  }

  /// The samples' palette, with every flat colour in it exactly: when the samples need more
  /// than 255 colours, the flat colours come first and the samples' palette fills the rest.
  static func palette(samples: [PixelImage], flatColors: [Color]) -> GIFPalette {
    let sampled = GIFPalette(samples: samples)
    let flat = flatColors.map { color in
      RGB8(
        red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }
    let known = Set(sampled.colors)
    guard !flat.allSatisfy(known.contains) else { return sampled }
    return GIFPalette(colors: flat + sampled.colors)
  }

  private static func channel(_ value: Double) -> UInt8 {
    UInt8(max(0, min(255, (value * 255).rounded())))
  }
}
