package import CurveScopeChart

/// Breaks a line of text at spaces so that each piece fits a width (greedy: as many words per
/// line as fit; a single word wider than the width gets a line of its own).
package struct TextWrapper {
  /// Measures the pieces.
  package var measurer: any TextMeasurer

  /// Creates a wrapper.
  package init(measurer: any TextMeasurer) {
    self.measurer = measurer
  }

  /// The lines of `text` at `size` and `weight` no wider than `width` points (except single
  /// words that are wider); the text itself when it fits or `width` is not positive.
  package func lines(
    _ text: String, size: Double, weight: TextStyle.Weight = .regular, width: Double
  ) -> [String] {
    guard width > 0, measurer.measure(text, size: size, weight: weight).width > width else {
      return [text]
    }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if current.isEmpty || measurer.measure(candidate, size: size, weight: weight).width <= width {
        current = candidate
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
