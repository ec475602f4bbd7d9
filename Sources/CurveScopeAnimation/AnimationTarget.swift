import CurveScopeOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an animation file goes: the output path, or the end of its chain of symbolic links
/// (the link is kept, as for still figures). An animation is always a regular file: an MP4's
/// index is written last and its start rewritten (`+faststart`), which a pipe or a device
/// cannot take, so those are refused before anything is drawn.
enum AnimationTarget {
  /// The path to write.
  /// - Throws: `FigureOutputError` for a folder, a device, a FIFO or a socket, or a loop of
  ///   links.
  static func destination(of path: String) throws -> String {
    let target = try AtomicFileWriter.destination(of: path)
    var status = stat()
    guard stat(target, &status) == 0 else { return target }
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      return target
    case S_IFDIR:
      throw FigureOutputError(path: path, .isFolder)
    default:
      throw FigureOutputError(path: path, .needsRegularFile)
    }
  }
}
