import CurveScopeOutput

/// The formats `compare -o` writes: a still figure (png, svg, pdf) or an animation (gif, mp4).
enum FigureFileFormat: String, CaseIterable {
  /// PNG.
  case png
  /// SVG.
  case svg
  /// PDF.
  case pdf
  /// Animated GIF.
  case gif
  /// H.264 MP4.
  case mp4

  /// The format of a path's extension.
  /// - Throws: ``OutputFormatError`` (exit 64) listing every extension for any other.
  init(path: String) throws(OutputFormatError) {
    let supported = Self.allCases.map(\.rawValue)
    let suffix = OutputFormatError.fileExtension(of: path)
    guard let suffix, let format = FigureFileFormat(rawValue: suffix) else {
      throw OutputFormatError(path: path, extension: suffix, supported: supported)
    }
    self = format
  }

  /// The still format, or `nil` for an animation.
  var still: OutputFormat? { OutputFormat(rawValue: rawValue) }

  /// The animation format, or `nil` for a still.
  var animation: AnimationFormat? { AnimationFormat(rawValue: rawValue) }
}
