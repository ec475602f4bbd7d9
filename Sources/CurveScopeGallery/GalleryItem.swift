public import CurveScopeChart

/// One figure of the documentation gallery: where it goes, what it says, and the figure.
public struct GalleryItem: Sendable {
  /// The file name without extension (`comparison-show-375x812-291`).
  public var name: String
  /// The `Output/index.md` section it is listed under.
  public var section: String
  /// A one-line caption.
  public var caption: String
  /// The figure, built on a worker thread (with its data, when that is costly to compute).
  public var figure: any FigureBuilder

  /// Creates an item.
  public init(name: String, section: String, caption: String, figure: any FigureBuilder) {
    self.name = name
    self.section = section
    self.caption = caption
    self.figure = figure
  }
}
