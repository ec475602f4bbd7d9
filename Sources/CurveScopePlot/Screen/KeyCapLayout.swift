public import CurveScopeSupport

/// Where the parts of an iPhone-style keyboard sit, relative to its top edge, in points.
///
/// From the top: a suggestion strip of min(44, height − 216) pt (QuickType: 42–45 pt on real
/// iPhones), four rows of keys in 216 pt (54 pt a row: 42 pt keys, 12 pt between rows; 3 pt side
/// margins and 6 pt between keys, so ten keys of 31.5 pt fill 375 pt — the portrait iPhone
/// layout KeyboardKit and real screenshots show), then whatever remains at the bottom (the
/// globe and dictation area of Face ID iPhones, 75 pt at most). A keyboard shorter than 216 pt
/// shrinks its rows.
public struct KeyCapLayout: Sendable, Equatable {
  /// One key: its frame (relative to the keyboard's top left), label and kind.
  public struct Key: Sendable, Equatable {
    /// The key's rectangle.
    public var frame: Rect
    /// Its label.
    public var label: String
    /// Whether it is a function key (shift, delete, 123, emoji, return).
    public var isFunction: Bool
  }

  /// The keyboard's width in points.
  public let width: Double
  /// The keyboard's full height in points.
  public let height: Double
  /// Height of the suggestion strip at the top (0 when there is none).
  public let suggestionHeight: Double
  /// Height of the area under the keys.
  public let bottomAreaHeight: Double
  /// The keys, row by row.
  public let keys: [Key]

  /// Lays out a keyboard of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
    let keysHeight = min(216, height)
    let strip = min(44, max(0, height - 216))
    suggestionHeight = strip
    bottomAreaHeight = max(0, height - 216 - strip)
    let row = keysHeight / 4
    let margin = 3.0
    let gap = 6.0
    let keyHeight = row * 42 / 54
    let keyWidth = (width - 2 * margin - 9 * gap) / 10
    var keys: [Key] = []
    func top(_ index: Int) -> Double { strip + Double(index) * row + (row - keyHeight) / 2 }
    func add(_ x: Double, _ rowIndex: Int, _ w: Double, _ label: String, _ function: Bool) {
      keys.append(
        Key(
          frame: Rect(x: x, y: top(rowIndex), width: w, height: keyHeight), label: label,
          isFunction: function))
    }
    for (index, letter) in "QWERTYUIOP".enumerated() {
      add(margin + Double(index) * (keyWidth + gap), 0, keyWidth, String(letter), false)
    }
    let indent = margin + (keyWidth + gap) / 2
    for (index, letter) in "ASDFGHJKL".enumerated() {
      add(indent + Double(index) * (keyWidth + gap), 1, keyWidth, String(letter), false)
    }
    let shiftWidth = keyWidth * 4 / 3
    add(margin, 2, shiftWidth, "⇧", true)
    let letters = "ZXCVBNM"
    let lettersWidth = Double(letters.count) * keyWidth + Double(letters.count - 1) * gap
    let start = (width - lettersWidth) / 2
    for (index, letter) in letters.enumerated() {
      add(start + Double(index) * (keyWidth + gap), 2, keyWidth, String(letter), false)
    }
    add(width - margin - shiftWidth, 2, shiftWidth, "⌫", true)
    let small = width * 0.115
    let returnWidth = width * 0.235
    add(margin, 3, small, "123", true)
    add(margin + small + gap, 3, small, "☺", true)
    let spaceX = margin + 2 * (small + gap)
    add(spaceX, 3, width - margin - returnWidth - gap - spaceX, "space", false)
    add(width - margin - returnWidth, 3, returnWidth, "return", true)
    self.keys = keys
  }
}
