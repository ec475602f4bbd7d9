/// The columns at a frame's left and right sides that no frame of a recording changes: the
/// margins of a screen shown inside something that never moves (a white page around a padded
/// recording, a device frame, a window's edge), found from the whole recording where
/// ``ScreenBorder`` cannot tell the screen's edge in one frame (a white page inside a white
/// border looks like the border until the keyboard crosses it).
///
/// A keyboard spans the screen's width, so when it shows, every column of the screen changes
/// somewhere; a column outside the screen never does. Each frame is compared with the first on
/// at most ``sampledLines`` rows; a column has changed when ``changedShare`` of those rows (and
/// at least two) differ by more than ``changeLevel`` levels (over a codec's noise on a flat
/// fill). Only the columns outside the innermost changed one so far are compared, and the
/// comparison stops once both sides have changed within ``ScreenBorder/minimumBand`` columns
/// of the frame's edge (no margin): a recording of a whole screen costs a few frames' work.
public struct StillMargins: Sendable {
  /// How far a pixel must move from its first value to count as changed (levels).
  public static let changeLevel = 12
  /// The share of a column's compared rows that must change for it to count as changed.
  public static let changedShare = 0.02
  /// The most rows compared per frame.
  public static let sampledLines = 192
  /// The widest margin looked for, as a share of the frame's width, on each side.
  public static let widestMargin = 0.35

  let width: Int
  let height: Int
  /// The rows compared, and the first frame's values on them (row after row, all columns).
  let rows: [Int]
  let first: [UInt8]
  /// The leftmost column seen changed (the margin's width while none inside it has changed).
  private(set) var leftChanged: Int
  /// One past the rightmost column seen changed.
  private(set) var rightChanged: Int
  /// Whether both sides have changed next to the frame's edges (nothing more to learn).
  private(set) var settled = false

  /// Starts from the recording's first frame; `nil` when one of its outermost columns is not
  /// flat (content reaches the frame's edge: no margin to find).
  public init?(first plane: LumaPlane) {
    width = plane.width
    height = plane.height
    guard width >= 8 * ScreenBorder.minimumBand, height >= 8 * ScreenBorder.minimumBand else {
      return nil
    }
    let step = max(1, height / Self.sampledLines)
    rows = Array(stride(from: 0, to: height, by: step))
    var values = [UInt8](repeating: 0, count: rows.count * width)
    for (index, row) in rows.enumerated() {
      let line = plane.row(row)
      for x in 0..<width { values[index * width + x] = line[x] }
    }
    first = values
    let (columns, count) = (plane.width, rows.count)
    func flat(_ x: Int) -> Bool { Self.isPlain((0..<count).map { Int(values[$0 * columns + x]) }) }
    leftChanged = Int(Double(columns) * Self.widestMargin)
    rightChanged = columns - leftChanged
    guard flat(0), flat(columns - 1) else { return nil }
  }

  /// Compares the next frame (frames of another size are passed over).
  public mutating func add(_ plane: LumaPlane) {
    guard !settled, plane.width == width, plane.height == height else { return }
    let needed = max(2, Int((Self.changedShare * Double(rows.count)).rounded(.up)))
    var counts = [Int](repeating: 0, count: width)
    let (left, right) = (leftChanged, rightChanged)
    first.withUnsafeBufferPointer { first in
      for (index, row) in rows.enumerated() {
        let line = plane.row(row)
        let base = index * width
        for x in 0..<left where abs(Int(line[x]) - Int(first[base + x])) > Self.changeLevel {
          counts[x] += 1
        }
        for x in right..<width where abs(Int(line[x]) - Int(first[base + x])) > Self.changeLevel {
          counts[x] += 1
        }
      }
    }
    if let x = (0..<left).first(where: { counts[$0] >= needed }) { leftChanged = x }
    if let x = (right..<width).last(where: { counts[$0] >= needed }) { rightChanged = x + 1 }
    settled =
      leftChanged < ScreenBorder.minimumBand && width - rightChanged < ScreenBorder.minimumBand
  }

  /// The columns between the margins, when both sides have one at least
  /// ``ScreenBorder/minimumBand`` wide and something inside changed; `nil` otherwise.
  public var columns: Range<Int>? {
    let widest = Int(Double(width) * Self.widestMargin)
    guard leftChanged >= ScreenBorder.minimumBand, width - rightChanged >= ScreenBorder.minimumBand,
      leftChanged < widest, rightChanged > width - widest, rightChanged > leftChanged
    else { return nil }
    return leftChanged..<rightChanged
  }

  /// The screen's rectangle between the margins (``screenRows(first:columns:stillRows:level:)``
  /// gives its rows); `nil` without margins or when less than ``ScreenBorder/minimumShare`` of
  /// the frame is left either way.
  public func screen(first plane: LumaPlane, stillRows: (top: Int, bottom: Int)) -> PixelRect? {
    guard let columns, plane.width == width, plane.height == height,
      Double(columns.count) >= ScreenBorder.minimumShare * Double(width)
    else { return nil }
    let rows = Self.screenRows(first: plane, columns: columns, stillRows: stillRows)
    guard Double(rows.count) >= ScreenBorder.minimumShare * Double(height) else { return nil }
    return PixelRect(
      x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
  }

  /// The rows of a screen that spans `columns` of the frame `plane`: they end above the rows no
  /// frame changes at the bottom (`stillRows.bottom`, at most half the frame), and begin where
  /// an iPhone screen as wide would begin (as recorded, or at 2 or 3 pixels a point) when the
  /// rows above it are plain and never change, else at the first row, within the still rows at the top, that is not
  /// flat between the columns (a border's plain rows end where the status bar's content
  /// begins). With a `level`, a plain row must be of that brightness (a border's) as well.
  public static func screenRows(
    first plane: LumaPlane, columns: Range<Int>, stillRows: (top: Int, bottom: Int),
    level: Int? = nil
  ) -> Range<Int> {
    let height = plane.height
    let bottom = height - max(0, min(stillRows.bottom, height / 2))
    let stillTop = max(0, min(stillRows.top, height / 2))
    var top =
      (0..<stillTop).first { !flat(plane, row: $0, columns: columns, level: level) } ?? stillTop
    // Of the iPhone screens this wide (as recorded, or drawn at 2 or 3 pixels a point), the one
    // that begins lowest within those plain rows.
    let sizes = IPhoneScreen.all.flatMap { screen in
      [screen.pixelSize]
        + [2.0, 3.0].map {
          IPhoneScreen.Pixels(
            width: Int((screen.width * $0).rounded()), height: Int((screen.height * $0).rounded()))
        }
    }
    let starts = sizes.filter { abs($0.width - columns.count) <= 1 }
      .map { bottom - $0.height }.filter { $0 >= 0 && $0 <= top }
    if let start = starts.max() {
      top = start
    } else if let start = shapedStart(
      plane, columns: columns, rows: 1..<max(1, stillTop + 1), bottom: bottom, level: level)
    {
      top = start
    }
    return top..<max(top, bottom)
  }

  /// Where a screen drawn at any scale begins (a simulator window's, a mock-up's, under a title
  /// bar and a bezel): the lowest row of `rows` that ends a plain run of rows above it (two or
  /// more) and leaves, down to `bottom`, the shape of an iPhone screen as wide as `columns`
  /// (within 0.3 % or 2 rows); `nil` when none does.
  static func shapedStart(
    _ plane: LumaPlane, columns: Range<Int>, rows: Range<Int>, bottom: Int, level: Int?
  ) -> Int? {
    let width = Double(columns.count)
    guard width > 0, rows.lowerBound >= 1 else { return nil }
    func fits(_ start: Int) -> Bool {
      let height = Double(bottom - start)
      return IPhoneScreen.all.contains { screen in
        abs(width * screen.height / screen.width - height) <= max(2, 0.003 * height)
      }
    }
    func plainLevel(_ row: Int) -> Int? {
      guard row >= 0, row < plane.height else { return nil }
      let line = plane.row(row)
      let values = columns.clamped(to: 0..<plane.width).map { Int(line[$0]) }
      guard isPlain(values, level: level) else { return nil }
      return level ?? values.sorted()[values.count / 2]
    }
    return rows.reversed().first { start in
      guard start >= 2, fits(start), let above = plainLevel(start - 1),
        let higher = plainLevel(start - 2), abs(above - higher) <= ScreenBorder.tolerance
      else { return false }
      guard let here = plainLevel(start) else { return true }
      return abs(here - above) > ScreenBorder.tolerance
    }
  }

  /// Whether a row is of one brightness between `columns` (``isPlain(_:level:)``).
  static func flat(_ plane: LumaPlane, row: Int, columns: Range<Int>, level: Int? = nil) -> Bool {
    let line = plane.row(row)
    return isPlain(columns.clamped(to: 0..<plane.width).map { Int(line[$0]) }, level: level)
  }

  /// Whether levels are of one brightness: ``ScreenBorder/flatShare`` of them within
  /// ``ScreenBorder/tolerance`` levels of their median, or of `level` (none: plain).
  static func isPlain(_ values: [Int], level: Int? = nil) -> Bool {
    guard !values.isEmpty else { return true }
    let median = level ?? values.sorted()[values.count / 2]
    let near = values.filter { abs($0 - median) <= ScreenBorder.tolerance }.count
    return Double(near) >= ScreenBorder.flatShare * Double(values.count)
  }
}
