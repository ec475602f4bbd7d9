import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo

/// Animation frames for writer tests: phones side by side, each driven by a strategy's
/// simulation, slowed down.
enum AnimationFrames {
  /// Three phones (one per strategy) at 1 px per point in a row, 8 pt apart on a white
  /// background, at `time` ms of the slowed-down animation (`slowMotion` × the simulation).
  static func phones(
    _ analyses: [SyncAnalysis], screen: PhoneScreen, time: Double, slowMotion: Double
  ) throws -> PixelImage {
    let gap = 8
    let phoneWidth = Int(screen.width * screen.scale)
    let phoneHeight = Int(screen.height * screen.scale)
    let width = analyses.count * phoneWidth + (analyses.count - 1) * gap
    var bytes = [UInt8](repeating: 255, count: width * phoneHeight * 4)
    for (index, analysis) in analyses.enumerated() {
      let simulated = time / slowMotion
      let frame = min(
        analysis.frameCount - 1,
        max(0, Int((simulated / 1000 * analysis.clock.rate).rounded(.down))))
      let raster = try screen.render(
        PhoneScreenState(
          timeMilliseconds: simulated, keyboardTop: analysis.keyboardTop(atFrame: frame),
          barBottom: analysis.barBottom(atFrame: frame)))
      let left = index * (phoneWidth + gap)
      for row in 0..<phoneHeight {
        let source = row * raster.bytesPerRow
        let target = (row * width + left) * 4
        bytes.replaceSubrange(
          target..<(target + phoneWidth * 4), with: raster.bytes[source..<(source + phoneWidth * 4)]
        )
      }
    }
    return try PixelImage(width: width, height: phoneHeight, layout: .bgra, bytes: bytes)
  }

  /// A small flat test image: a background with a bar at `barRow` and a keyboard from
  /// `keyboardRow`, in given colours.
  static func flat(
    width: Int, height: Int, barRow: Int, keyboardRow: Int, colors: [RGB8]
  ) throws -> PixelImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      let color =
        y >= keyboardRow ? colors[2] : (y >= barRow - 10 && y < barRow) ? colors[1] : colors[0]
      for x in 0..<width {
        let offset = (y * width + x) * 4
        bytes[offset] = color.red
        bytes[offset + 1] = color.green
        bytes[offset + 2] = color.blue
        bytes[offset + 3] = 255
      }
    }
    return try PixelImage(width: width, height: height, layout: .rgba, bytes: bytes)
  }
}
