public import CurveScopeSupport

/// A figure file that cannot be written: missing folder, no permission, disk full, a folder in
/// the way. The command-line tool reports it with exit code 73.
public struct FigureOutputError: CurveScopeError, Equatable {
  /// The system call that failed.
  public enum Operation: String, Sendable, Equatable {
    /// Creating the temporary file beside the target.
    case create = "create a file in"
    /// Opening a device or FIFO written in place, or a folder to flush it.
    case open
    /// Writing the bytes.
    case write
    /// `fsync` of the file.
    case sync
    /// Closing the file.
    case close
    /// Renaming the temporary file into place.
    case rename = "rename into place"
    /// Opening the folder to flush it.
    case openFolder = "open to flush"
    /// Flushing the folder to disk.
    case flush = "flush to disk"
    /// Creating a folder of the path.
    case createFolder = "create folder"
    /// Reading a symbolic link of the path.
    case readLink = "read the symbolic link"
  }

  /// Why the figure cannot be written.
  public enum Cause: Sendable, Equatable {
    /// The output path (or folder) is the empty string.
    case emptyPath
    /// The path ends with `/`: it names a folder.
    case namesFolder
    /// The path is an existing folder.
    case isFolder
    /// The path is a block device.
    case isBlockDevice
    /// The path is a socket.
    case isSocket
    /// The path is a FIFO that no process reads (it would block).
    case fifoWithoutReader
    /// `component`, a folder the path needs, is a file.
    case componentIsFile(component: String)
    /// The path is a device, FIFO or socket, and the output (an animation) must be a regular
    /// file: an MP4's index is written after its frames, and its start rewritten.
    case needsRegularFile
    /// Symbolic links nest deeper than `maximum` (a loop?).
    case linksTooDeep(maximum: Int)
    /// The write made no progress.
    case noProgress
    /// A system call failed: `operation` on `object` (the folder, link or file it was applied
    /// to, `nil` for the path itself), with the system's message.
    case system(Operation, object: String?, message: String)
  }

  /// The output path as given.
  public var path: String
  /// Why it cannot be written.
  public var cause: Cause

  /// Creates an output error.
  public init(path: String, _ cause: Cause) {
    self.path = path
    self.cause = cause
  }

  /// The path.
  public var subject: String { path }

  /// What went wrong, in the system's words where there are some.
  public var problem: String {
    switch cause {
    case .emptyPath: "the output path is empty"
    case .namesFolder: "names a folder, not a file"
    case .isFolder: "is a folder, not a file"
    case .isBlockDevice: "is a block device, not a file"
    case .isSocket: "is a socket, not a file"
    case .fifoWithoutReader: "is a FIFO (named pipe) that no process reads"
    case .componentIsFile(let component): "\(component) is a file, not a folder"
    case .needsRegularFile:
      "is a device, FIFO or socket; animations are written to regular files (an MP4's index is "
        + "written after its frames)"
    case .linksTooDeep(let maximum): "symbolic links nest more than \(maximum) deep (a loop?)"
    case .noProgress: "cannot write: no progress"
    case .system(let operation, let object, let message):
      "cannot \(operation.rawValue)\(object.map { " \($0)" } ?? ""): \(message)"
    }
  }
}
