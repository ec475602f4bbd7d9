import CGIF
package import CurveScopeDetection

/// A GIF read back by giflib's decoder and composed frame by frame as a viewer shows it
/// (for checking what ``GIFWriter`` wrote: every frame decodes, delays, the last frame held).
package struct DecodedGIF {
  /// One displayed frame.
  package struct Frame {
    /// How long it is shown, in centiseconds.
    package var delayCentiseconds: Int
    /// The composed screen after this frame, `width × height` colours.
    package var pixels: [RGB8]
    /// Where the stored image sits (left, top, width, height).
    package var rect: (x: Int, y: Int, width: Int, height: Int)
  }

  /// Screen width.
  package var width: Int
  /// Screen height.
  package var height: Int
  /// The NETSCAPE2.0 loop count (0 = forever), `nil` when absent.
  package var loopCount: Int?
  /// The frames.
  package var frames: [Frame]

  /// Reads and composes a GIF file.
  package init(path: String) throws(GIFLibError) {
    let file = try GIFDecoderFile(path: path)
    let gif = file.handle.pointee
    width = Int(gif.SWidth)
    height = Int(gif.SHeight)
    loopCount = nil
    frames = []
    var screen = [RGB8](repeating: RGB8(hex: 0), count: width * height)
    let count = Int(gif.ImageCount)
    for index in 0..<count {
      guard let image = gif.SavedImages?[index] else { continue }
      if index == 0 { loopCount = Self.loopCount(image) }
      var control = GraphicsControlBlock(
        DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
        TransparentColor: NO_TRANSPARENT_COLOR)
      _ = DGifSavedExtensionToGCB(file.handle, Int32(index), &control)
      let descriptor = image.ImageDesc
      guard let map = descriptor.ColorMap ?? gif.SColorMap, let raster = image.RasterBits else {
        throw GIFLibError(operation: "compose frame \(index)", code: 0, message: "no colour map")
      }
      let rect = (
        x: Int(descriptor.Left), y: Int(descriptor.Top), width: Int(descriptor.Width),
        height: Int(descriptor.Height)
      )
      let before = screen
      for y in 0..<rect.height {
        for x in 0..<rect.width {
          let value = Int32(raster[y * rect.width + x])
          let (sx, sy) = (rect.x + x, rect.y + y)
          guard value != control.TransparentColor, sx < width, sy < height,
            value < map.pointee.ColorCount
          else { continue }
          let color = map.pointee.Colors[Int(value)]
          screen[sy * width + sx] = RGB8(red: color.Red, green: color.Green, blue: color.Blue)
        }
      }
      frames.append(
        Frame(delayCentiseconds: Int(control.DelayTime), pixels: screen, rect: rect))
      if control.DisposalMode == DISPOSE_PREVIOUS { screen = before }
      if control.DisposalMode == DISPOSE_BACKGROUND {
        for y in rect.y..<min(height, rect.y + rect.height) {
          for x in rect.x..<min(width, rect.x + rect.width) { screen[y * width + x] = RGB8(hex: 0) }
        }
      }
    }
  }

  /// The loop count of a NETSCAPE2.0 block among the image's leading extensions.
  private static func loopCount(_ image: SavedImage) -> Int? {
    guard let blocks = image.ExtensionBlocks else { return nil }
    var sawNetscape = false
    for index in 0..<Int(image.ExtensionBlockCount) {
      let block = blocks[index]
      guard let bytes = block.Bytes else { continue }
      let data = Array(UnsafeBufferPointer(start: bytes, count: Int(block.ByteCount)))
      if block.Function == APPLICATION_EXT_FUNC_CODE {
        sawNetscape = data == Array("NETSCAPE2.0".utf8)
      } else if sawNetscape, block.Function == CONTINUE_EXT_FUNC_CODE, data.count == 3,
        data[0] == 1
      {
        return Int(data[1]) | Int(data[2]) << 8
      }
    }
    return nil
  }
}
