import CurveScopeDetection
import CurveScopeVideo

extension RecordingMeasurer {
  /// The screen to measure again on its own after a first pass over `region`, and whether it
  /// was found inside a uniform border; `nil` when the first pass's region is the screen.
  ///
  /// Still columns in the region would weigh in every comparison of the bottom band and of
  /// the keyboard: a screen between margins that no frame changes (`margins`: a white page
  /// around a white screen, a device frame's bezel inside a plain border) is measured between
  /// them, when they are narrower than the region by a band at each side. A uniform border found
  /// at the sides only (the screen's first and last rows are of the border's brightness) has
  /// its rows at the ends from the rows that never change and are of that brightness.
  /// `stillRows` are the first pass's, counted from the region's ends.
  static func framedScreen(
    first image: YCbCrImage, region: PixelRect, bordered: PixelRect?, margins: StillMargins?,
    stillRows: (top: Int, bottom: Int)
  ) -> (screen: PixelRect, inBorder: Bool)? {
    let height = image.height
    // The still rows counted from the frame's ends (the rows outside the region are border).
    let still = (
      top: region.y + stillRows.top,
      bottom: height - (region.y + region.height) + stillRows.bottom
    )
    let band = ScreenBorder.minimumBand
    if let margins,
      let screen = image.withLumaPlane({ margins.screen(first: $0, stillRows: still) }),
      screen.x >= region.x + band, screen.x + screen.width <= region.x + region.width - band
    {
      return (screen, false)
    }
    guard let bordered, bordered.y == 0, bordered.height == height else { return nil }
    let level = Int(image.luma[0])
    let rows = image.withLumaPlane {
      StillMargins.screenRows(
        first: $0, columns: bordered.x..<(bordered.x + bordered.width), stillRows: still,
        level: level)
    }
    guard rows.lowerBound >= band || height - rows.upperBound >= band,
      Double(rows.count) >= ScreenBorder.minimumShare * Double(height)
    else { return nil }
    let screen = PixelRect(
      x: bordered.x, y: rows.lowerBound, width: bordered.width, height: rows.count)
    return (screen, true)
  }
}
