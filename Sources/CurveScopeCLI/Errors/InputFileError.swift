package import CurveScopeSupport

/// An input file that cannot be read (exit 66) or whose content is wrong (exit 65).
package struct InputFileError: CurveScopeError {
  /// What went wrong with the file.
  package enum Cause: Sendable {
    /// The system refused to open or read it; `reason` is the C library's text for `errno`
    /// (`no such file or directory`).
    case unreadable(reason: String)
    /// A folder where a file was expected.
    case isFolder
    /// Not a regular file (a FIFO, a device, a socket): refused, since reading it could block
    /// or drain it; `kind` names it.
    case notRegularFile(kind: String)
    /// Standard input, a FIFO, a device or a socket given for a file that a library opens and
    /// seeks in itself (a recording FFmpeg reads); `kind` names it.
    case notSeekableFile(kind: String)
    /// A folder that holds no file of the kind looked for (`.json`).
    case noFiles(fileExtension: String)
    /// More bytes than `limit`.
    case tooLarge(limit: Int)
    /// Read, but its content is invalid: the library's error, with the place in the file.
    case invalidContent(any CurveScopeError)
  }

  /// The path as the user typed it (`-` for standard input).
  package var path: String
  /// What is wrong.
  package var cause: Cause

  /// Creates an input file error.
  package init(path: String, _ cause: Cause) {
    self.path = path
    self.cause = cause
  }

  /// Wraps a library error found in the content of `path`.
  package init(path: String, content error: any CurveScopeError) {
    self.init(path: path, .invalidContent(error))
  }

  /// Whether the file could not be read at all (exit 66) rather than read with wrong content
  /// (exit 65).
  package var isUnreadable: Bool {
    switch cause {
    case .unreadable, .isFolder, .notRegularFile, .notSeekableFile, .noFiles: true
    case .tooLarge, .invalidContent: false
    }
  }

  /// The file, as typed; printable (control characters escaped).
  package var subject: String { path == "-" ? "standard input" : TerminalText.escaped(path) }

  /// What is wrong, including the place inside the file when known.
  package var problem: String {
    switch cause {
    case .unreadable(let reason): reason
    case .isFolder: "is a folder, not a file"
    case .notRegularFile(let kind):
      "is a \(kind), not a regular file; give a file or - for standard input"
    case .notSeekableFile(let kind):
      "is \(kind), not a regular file; give the file's path (it is read with seeks)"
    case .noFiles(let fileExtension): "is a folder with no \(fileExtension) file"
    case .tooLarge(let limit): "larger than the \(limit >> 20) MiB limit for input files"
    case .invalidContent(let error): error.description
    }
  }
}
