import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a batch of figures is written into: created when missing, and cleared of the
/// hidden temporaries that a killed run of ``AtomicFileWriter`` left behind.
public enum OutputFolder {
  /// Creates `path` and any missing parents (mode 0777 minus the umask); an existing folder is
  /// fine.
  /// - Throws: ``FigureOutputError`` when a part of the path is a file or cannot be created.
  public static func create(_ path: String) throws(FigureOutputError) {
    guard !path.isEmpty else {
      throw FigureOutputError(path: path, .emptyPath)
    }
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      var status = stat()
      if PathText.withCString(prefix, { stat($0, &status) }) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw FigureOutputError(path: path, .componentIsFile(component: prefix))
        }
      } else if PathText.withCString(prefix, { mkdir($0, 0o777) }) != 0, errno != EEXIST {
        throw FigureOutputError(
          path: path, .system(.createFolder, object: prefix, message: SystemError.text()))
      }
      prefix += "/"
    }
  }

  /// Removes the temporaries `.NAME.tmp-PID-RANDOM` directly in `folder` whose process `PID` no
  /// longer runs (so a concurrent writer's files are left alone); returns how many were
  /// removed. A folder that cannot be listed removes nothing.
  @discardableResult
  public static func removeStaleTemporaries(in folder: String) -> Int {
    TemporaryFiles.removeStale(in: folder)
  }

  /// The PID in a temporary's name `.NAME.tmp-PID-RANDOM`, or `nil` for any other name.
  static func writerProcess(ofTemporary name: String) -> pid_t? {
    TemporaryFiles.writer(ofTemporary: name)?.pid
  }
}
