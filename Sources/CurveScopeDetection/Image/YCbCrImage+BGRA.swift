extension YCbCrImage {
  /// The whole image as B G R A bytes (alpha 255), `width × height × 4`: the layout of Cairo's
  /// `ARGB32` pixels on little-endian machines, so a frame can be drawn over (annotated) and
  /// written as PNG by the plotter.
  public func bgraBytes() -> [UInt8] {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let color = rgb(x: x, y: y)
        let offset = (y * width + x) * 4
        bytes[offset] = color.blue
        bytes[offset + 1] = color.green
        bytes[offset + 2] = color.red
      }
    }
    return bytes
  }
}
