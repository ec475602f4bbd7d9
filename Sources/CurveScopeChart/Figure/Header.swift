/// The block above the panels: a title and lines such as scenario, strategy and verdict.
public struct Header: Sendable {
  /// One line under the title.
  public struct Line: Sendable {
    /// The text.
    public var text: String
    /// The colour; `nil` uses the theme's text colour.
    public var color: Color?
    /// Whether the line is bold (a verdict).
    public var isBold: Bool

    /// Creates a header line.
    public init(_ text: String, color: Color? = nil, isBold: Bool = false) {
      self.text = text
      self.color = color
      self.isBold = isBold
    }
  }

  /// The title, in the largest bold type.
  public var title: String
  /// The lines under the title.
  public var lines: [Line]
  /// A legend row under the lines, for keys that every panel shares; empty draws none.
  public var legendEntries: [LegendEntry]

  /// Creates a header.
  public init(title: String, lines: [Line] = [], legendEntries: [LegendEntry] = []) {
    self.title = title
    self.lines = lines
    self.legendEntries = legendEntries
  }
}
