import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension InputFile {
  /// Checks a file that a library will open itself (a recording FFmpeg reads), as ``read(_:limit:io:)``
  /// checks what it reads: it must open, be a regular file and not a kernel pseudo-file; then it
  /// is recorded in ``CommandIO/inputs`` so that no output is written over it.
  /// - Throws: ``InputFileError`` (exit 66) when it is missing, a folder, not a regular file, or
  ///   cannot be opened; standard input (`-`) is refused, since the library seeks in the file.
  package static func checkOpenable(_ path: String, io: CommandIO) throws {
    guard path != "-" else {
      throw InputFileError(path: path, .notSeekableFile(kind: "a stream"))
    }
    let opened: (descriptor: Int32, status: stat)
    do {
      opened = try openRegular(path)
    } catch let error as InputFileError {
      guard case .notRegularFile(let kind) = error.cause else { throw error }
      throw InputFileError(path: path, .notSeekableFile(kind: "a " + kind))
    }
    close(opened.descriptor)
    let status = opened.status
    io.inputs.record(path: path, status: status)
  }
}
