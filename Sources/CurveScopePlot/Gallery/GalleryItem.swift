public import CurveScopeChart

/// One figure of the documentation gallery: where it goes, what it says, how to build it.
public struct GalleryItem: Sendable {
  /// The file name without extension (`comparison-show-375x812-291`).
  public var name: String
  /// The `Output/index.md` section it is listed under.
  public var section: String
  /// A one-line caption.
  public var caption: String
  /// Builds the figure (run on a worker thread).
  public var build: @Sendable () throws -> Figure

  /// Creates an item.
  public init(
    name: String, section: String, caption: String, build: @escaping @Sendable () throws -> Figure
  ) {
    self.name = name
    self.section = section
    self.caption = caption
    self.build = build
  }
}
