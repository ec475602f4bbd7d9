/// The rows a screen's rounded bottom corners take, when a frame drawn around the screen masks
/// them (a device frame's rounded screen): in those rows the corners and the home indicator
/// hide most of each row, and a keyboard whose top lies there is matched on the few strips
/// left, which the still corners and indicator can outweigh.
///
/// A corner is a quarter circle of one brightness inside the screen's rectangle: along the
/// screen's bottom row, a run of pixels from its side as bright as its corner pixel (within
/// ``tolerance``), the run shrinking row by row up to the corner's height, about as tall as the
/// first run is long. Both bottom corners must show one; a run as wide as a quarter of the
/// screen is a plain row (a page, a keyboard's last rows), not a corner.
public enum RoundedCorners {
  /// How far a corner's pixel may be from the corner pixel's brightness (levels).
  public static let tolerance = 8
  /// The shortest run along the bottom row that can start a corner (pixels): a device's
  /// rounded screen corner is 20 pt or more, and a one- or two-pixel line down the screen's
  /// side is no corner.
  public static let minimumRun = 6

  /// The pixels each bottom corner covers on its side, row by row up from the screen's last row
  /// (`left[0]` is the left corner's run along that row): what a frame drawn around the screen
  /// hides of it.
  public struct Insets: Sendable, Hashable {
    /// The left corner's runs, from the bottom row up.
    public var left: [Int]
    /// The right corner's runs, from the bottom row up.
    public var right: [Int]
    /// The rows the corners take (the taller of the two).
    public var rows: Int { max(left.count, right.count) }

    /// Creates insets from the two corners' runs.
    public init(left: [Int], right: [Int]) {
      self.left = left
      self.right = right
    }

    /// The pixels hidden at the left and the right of the row `up` rows above the last.
    public func covered(rowsAboveBottom up: Int) -> (left: Int, right: Int) {
      guard up >= 0 else { return (0, 0) }
      return (up < left.count ? left[up] : 0, up < right.count ? right[up] : 0)
    }
  }

  /// Both bottom corners' runs, or `nil` when the screen's bottom corners are square or not told
  /// from the page.
  public static func insets(in plane: LumaPlane, screen: PixelRect) -> Insets? {
    let bottom = screen.y + screen.height - 1
    guard screen.x >= 0, screen.x + screen.width <= plane.width, bottom < plane.height,
      screen.height >= 8, screen.width >= 8
    else { return nil }
    let widest = screen.width / 4
    // The corner's runs on one side, `nil` when it has no rounded corner.
    func corner(leftSide: Bool) -> [Int]? {
      let corner = leftSide ? screen.x : screen.x + screen.width - 1
      let level = Int(plane.row(bottom)[corner])
      func run(_ row: Int) -> Int {
        let line = plane.row(row)
        var count = 0
        while count < widest {
          let x = leftSide ? screen.x + count : screen.x + screen.width - 1 - count
          guard abs(Int(line[x]) - level) <= tolerance else { break }
          count += 1
        }
        return count
      }
      let first = run(bottom)
      guard first >= minimumRun, first < widest else { return nil }
      var runs = [first]
      var previous = first
      while runs.count < min(screen.height / 4, 3 * first) {
        let length = run(bottom - runs.count)
        // The corner ends where no pixel of its brightness is left at the side.
        if length == 0 {
          // A quarter circle is about as tall as its first run is long, and halfway up it is
          // far narrower (an eighth of its radius): a plain line down the side is not one.
          let height = runs.count
          guard height >= first / 2, height <= 2 * first + 4, runs[height / 2] <= first / 2
          else { return nil }
          return runs
        }
        // A quarter circle narrows as it rises (3 px of slack for a codec's ringing at its tip).
        guard length <= previous + 3 else { return nil }
        previous = min(previous, length)
        runs.append(length)
      }
      return nil
    }
    guard let left = corner(leftSide: true), let right = corner(leftSide: false) else {
      return nil
    }
    return Insets(left: left, right: right)
  }
}
