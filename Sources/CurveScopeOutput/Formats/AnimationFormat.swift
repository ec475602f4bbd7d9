/// The file format of an animated figure, chosen by the output path's extension.
public enum AnimationFormat: String, Sendable, CaseIterable {
  /// GIF89a: one palette, whole-centisecond delays, looping (plays anywhere, in a README too).
  case gif
  /// H.264 in an MP4 container (smaller and sharper for long or large animations).
  case mp4

  /// The format for a path's extension (case-insensitive `.gif`, `.mp4`).
  /// - Throws: ``OutputFormatError`` listing `.gif` and `.mp4` for any other extension.
  public init(path: String) throws(OutputFormatError) {
    let supported = Self.allCases.map(\.rawValue)
    guard let suffix = OutputFormatError.fileExtension(of: path) else {
      throw OutputFormatError(path: path, extension: nil, supported: supported)
    }
    guard let format = AnimationFormat(rawValue: suffix) else {
      throw OutputFormatError(path: path, extension: suffix, supported: supported)
    }
    self = format
  }
}
