/// A screen shown inside a border of one brightness: a recording padded into a letterbox or
/// pillarbox, or a screenshot tool's plain margin. Found only when it is clear-cut; a device
/// frame, a simulator window or a gradient is left to `--roi`.
///
/// Clear-cut means: the frame's left and right edges are bands at least ``minimumBand`` pixels
/// thick whose lines are of the top-left corner's brightness (``flatShare`` of their pixels
/// within ``tolerance`` levels); within ``transition`` lines after each band, a line differs
/// from that brightness by more than ``contrast`` levels on at least ``edgeShare`` of its
/// pixels (the screen's own edge, not a plain stretch of the page that happens to match the
/// border); and the screen left is at least ``minimumShare`` of the frame each way. Bands at the
/// top and bottom too are cropped the same way; alone, they are not enough (a screen's plain
/// status bar and safe area can look like them).
public enum ScreenBorder {
  /// How far a border's pixels may be from its brightness (levels): a flat fill after lossy
  /// compression.
  public static let tolerance = 4
  /// The share of a border line's pixels within ``tolerance`` (a codec's ringing spares few).
  public static let flatShare = 0.98
  /// The least thickness of a band (pixels).
  public static let minimumBand = 4
  /// The lines between a band and the screen's edge that may be neither (a codec's ringing).
  public static let transition = 4
  /// How far the screen's edge must differ from the border (levels).
  public static let contrast = 6
  /// The share of the screen's edge that must differ from the border.
  public static let edgeShare = 0.9
  /// The least share of the frame's width and height the screen keeps.
  public static let minimumShare = 0.3

  /// The screen's rectangle inside a uniform border of `image`, or `nil` when there is none or
  /// it is not clear-cut.
  public static func screen(in image: YCbCrImage) -> PixelRect? {
    let width = image.width
    let height = image.height
    guard width >= 8 * minimumBand, height >= 8 * minimumBand,
      image.luma.count >= width * height
    else { return nil }
    let luma = image.luma
    let level = Int(luma[0])
    func share(_ pixels: [UInt8], _ test: (Int) -> Bool) -> Double {
      Double(pixels.filter { test(abs(Int($0) - level)) }.count) / Double(max(1, pixels.count))
    }
    func isFlat(_ pixels: [UInt8]) -> Bool { share(pixels, { $0 <= tolerance }) >= flatShare }
    func isEdge(_ pixels: [UInt8]) -> Bool { share(pixels, { $0 > contrast }) >= edgeShare }
    func row(_ y: Int, _ x: Range<Int>) -> [UInt8] { x.map { luma[y * width + $0] } }
    func column(_ x: Int, _ y: Range<Int>) -> [UInt8] { y.map { luma[$0 * width + x] } }
    // How many whole lines from a side are border.
    func thickness(_ count: Int, _ line: (Int) -> [UInt8]) -> Int {
      var lines = 0
      while lines < count / 2, isFlat(line(lines)) { lines += 1 }
      return lines
    }
    let (allRows, allColumns) = (0..<height, 0..<width)
    let top = thickness(height) { row($0, allColumns) }
    let bottom = thickness(height) { row(height - 1 - $0, allColumns) }
    let left = thickness(width) { column($0, allRows) }
    let right = thickness(width) { column(width - 1 - $0, allRows) }
    // Bands at the two sides are needed: a screen's own plain rows at its top and bottom (a
    // status bar, the safe area under a bar) can look like a letterbox, while its side columns
    // cross the status bar, the page, the bar and the keyboard. Bands at the ends as well are
    // cropped when the screen's edge follows them.
    guard left >= minimumBand, right >= minimumBand else { return nil }
    let ends = top >= minimumBand && bottom >= minimumBand
    // The screen's edge after a band: the first line within `transition` that differs from the
    // border along the screen's span (the other axis's bands left out).
    func edge(from start: Int, _ count: Int, _ line: (Int) -> [UInt8]) -> Int? {
      (start..<min(count / 2, start + transition + 1)).first { isEdge(line($0)) }
    }
    let columns = left..<(width - right)
    let rows = ends ? top..<(height - bottom) : allRows
    guard !columns.isEmpty, !rows.isEmpty,
      let x0 = edge(from: left, width, { column($0, rows) }),
      let x1 = edge(from: right, width, { column(width - 1 - $0, rows) }).map({ width - $0 }),
      x1 > x0
    else { return nil }
    var (y0, y1) = (0, height)
    if ends, let first = edge(from: top, height, { row($0, columns) }),
      let last = edge(from: bottom, height, { row(height - 1 - $0, columns) }),
      height - last > first
    {
      (y0, y1) = (first, height - last)
    }
    guard Double(x1 - x0) >= minimumShare * Double(width),
      Double(y1 - y0) >= minimumShare * Double(height)
    else { return nil }
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
