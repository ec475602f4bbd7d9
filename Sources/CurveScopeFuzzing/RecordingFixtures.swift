import CurveScopeDetection
import CurveScopeVideo
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small screen recordings made once per process for the `measure` target: a phone screen
/// 188 × 406 px (375 × 812 pt at ½ px a point) where a grey keyboard rises under a darker bar
/// over 12 frames at 60 fps, as an H.264 MP4 and as a GIF. Fuzz inputs mutate these bytes.
enum RecordingFixtures {
  /// The screen's width in pixels.
  static let width = 188
  /// The screen's height in pixels.
  static let height = 406
  /// The frames of the motion.
  static let frameCount = 12

  /// The MP4's bytes and the GIF's.
  static let shared: (mp4: [UInt8], gif: [UInt8]) = {
    let folder = FuzzSandbox.shared.path
    let mp4 = folder + "/fixture.mp4"
    let gif = folder + "/fixture.gif"
    do {
      let video = try VideoWriter(path: mp4, width: width, height: height)
      let images = try (0..<frameCount).map(frame)
      let animation = try GIFWriter(
        path: gif, width: width, height: height, palette: GIFPalette(samples: images))
      for (index, image) in images.enumerated() {
        try video.append(image, timeMilliseconds: Double(index) * 1000 / 60)
        try animation.append(image, timeMilliseconds: Double(index) * 1000 / 60)
      }
      try video.finish()
      try animation.finish()
    } catch {
      FuzzCheck.fail("cannot make the fuzz recordings: \(error)")
    }
    return (FuzzCorpus.contents(of: mp4) ?? [], FuzzCorpus.contents(of: gif) ?? [])
  }()

  /// Frame `index`: white app, light bar above a grey keyboard whose top rises from the bottom
  /// to 64 % of the height.
  static func frame(_ index: Int) throws -> PixelImage {
    let progress = min(1, Double(index) / Double(frameCount - 4))
    let keyboardTop = Int(Double(height) - 0.36 * Double(height) * progress)
    let barTop = max(0, keyboardTop - 24)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let shade: UInt8 = y >= keyboardTop ? 209 : y >= barTop ? 240 : 255
      for x in 0..<width {
        let offset = (y * width + x) * 4
        bytes[offset] = shade
        bytes[offset + 1] = shade
        bytes[offset + 2] = y >= keyboardTop ? 217 : shade
      }
    }
    return try PixelImage(width: width, height: height, layout: .bgra, bytes: bytes)
  }
}
