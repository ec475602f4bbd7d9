/// A whole figure: an optional header and panels stacked top to bottom.
///
/// A figure is a plain value; layout turns it into rectangles for a given size, and a renderer
/// draws that. Write one to a file with `write(to:options:)`.
public struct Figure: Sendable {
  /// The header block; `nil` draws none.
  public var header: Header?
  /// The panels, top to bottom.
  public var panels: [Panel]
  /// Whether plot panels share one x range and only the bottom one labels the x axis.
  public var sharesXAxis: Bool
  /// Colours, type sizes and spacing.
  public var theme: Theme

  /// Creates a figure.
  public init(
    header: Header? = nil, panels: [Panel], sharesXAxis: Bool = false, theme: Theme = .standard
  ) {
    self.header = header
    self.panels = panels
    self.sharesXAxis = sharesXAxis
    self.theme = theme
  }
}
