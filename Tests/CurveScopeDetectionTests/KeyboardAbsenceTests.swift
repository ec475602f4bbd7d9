import Testing

@testable import CurveScopeDetection

/// A frame is told to show no keyboard only on evidence, on drawn row profiles (16 strips, 1
/// row a point): the rows where a keyboard always shows must show the screen with it hidden. A
/// keyboard's last rows leaving, a screen dimmed under an alert and, on Android, a keyboard
/// above a navigation bar that both states show are not hidden; the hidden screen is, and so
/// is a frame whose page above the keyboard's place scrolled.
struct KeyboardAbsenceTests {
  static let rows = 400
  static let strips = 16
  static let restingTop = 250

  /// A frame: rows of text (moved `scrolled` rows up), a navigation bar in the last
  /// `navigation` rows (a plain 40 with a light handle), the keyboard from `top` down to it (a
  /// rim, then keys), all scaled by `gain` above black.
  static func frame(
    top: Int?, navigation: Int = 0, scrolled: Int = 0, gain: Double = 1
  ) -> [UInt8] {
    var values = [UInt8](repeating: 0, count: rows * strips)
    for row in 0..<rows {
      for strip in 0..<strips {
        var level = 60 + ((row + scrolled) * 7 + strip * 13) % 23
        if let top, row >= top {
          let inner = row - top
          level = inner < 2 ? 235 : (inner % 48) >= 8 && strip % 3 != 0 ? 220 : 150
        }
        if row >= rows - navigation {
          level = strip == 8 && row == rows - navigation / 2 ? 200 : 40
        }
        let scaled = 16 + gain * Double(level - 16)
        values[row * strips + strip] = UInt8(max(0, min(255, scaled.rounded())))
      }
    }
    return values
  }

  /// Whether each of `frames` shows no keyboard, against the resting keyboard and the hidden
  /// screen drawn with the same navigation bar.
  static func absent(_ frames: [[UInt8]], navigation: Int = 0) throws -> [Bool] {
    var store = ProfileStore(rows: rows, strips: strips)
    for frame in frames { store.append(frame, strips: strips) }
    var references = ProfileStore(rows: rows, strips: strips)
    references.append(frame(top: restingTop, navigation: navigation), strips: strips)
    references.append(frame(top: nil, navigation: navigation), strips: strips)
    let usable = [[Int]?](repeating: nil, count: rows)
    let absence = try #require(
      KeyboardAbsence(
        reference: references.frame(0), hidden: references.frame(1),
        restingTop: Double(restingTop), pixelsPerPoint: 1, usable: usable))
    return frames.indices.map { absence.absent(in: store, usable: usable, frame: $0) }
  }

  @Test func onlyTheHiddenScreenIsEvidenceOfNoKeyboard() throws {
    let told = try Self.absent([
      Self.frame(top: nil),
      Self.frame(top: 381),  // 19 rows of the keyboard in view
      Self.frame(top: 399),  // its rim's first row
      Self.frame(top: nil, gain: 0.6),  // dimmed under an alert
      Self.frame(top: nil, scrolled: 30),  // the page scrolled above the keyboard's place
    ])
    #expect(told == [true, false, false, false, true])
  }

  @Test func aKeyboardAboveANavigationBarIsNotHidden() throws {
    // The navigation bar's 48 rows look the same with the keyboard up and hidden: the
    // keyboard's lowest rows above it are what tell.
    let told = try Self.absent(
      [
        Self.frame(top: nil, navigation: 48),
        Self.frame(top: 340, navigation: 48),
        Self.frame(top: 349, navigation: 48),
      ], navigation: 48)
    #expect(told == [true, false, false])
  }

  @Test func aDarkKeyboardsPlainBottomIsNotTheHiddenScreensDarkBar() throws {
    // A dark theme: the keyboard's plain bottom rows at level 31, the hidden screen's bar on the
    // screen's bottom at 24. After the largest gain (1.25 over black, 16) the bar's rows come
    // within a row match of the keyboard's, so the keyboard at rest, not placed on a frame,
    // was taken for hidden; it matches the keyboard at rest better, and is not.
    func dark(keyboard: Bool) -> [UInt8] {
      var values = Self.frame(top: keyboard ? Self.restingTop : nil)
      for row in (Self.rows - 40)..<Self.rows {
        for strip in 0..<Self.strips {
          values[row * Self.strips + strip] = keyboard ? 31 : 24
        }
      }
      return values
    }
    var store = ProfileStore(rows: Self.rows, strips: Self.strips)
    store.append(dark(keyboard: false), strips: Self.strips)
    store.append(dark(keyboard: true), strips: Self.strips)
    let usable = [[Int]?](repeating: nil, count: Self.rows)
    let absence = try #require(
      KeyboardAbsence(
        reference: store.frame(1), hidden: store.frame(0), restingTop: Double(Self.restingTop),
        pixelsPerPoint: 1, usable: usable))
    #expect(absence.absent(in: store, usable: usable, frame: 0))
    #expect(!absence.absent(in: store, usable: usable, frame: 1))
  }
}
