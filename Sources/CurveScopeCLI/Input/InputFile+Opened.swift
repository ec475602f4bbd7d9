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
      throw InputFileError(
        path: path, .notRegularFile(kind: "stream that cannot be searched; give the file's path"))
    }
    let (descriptor, status) = try openRegular(path)
    close(descriptor)
    io.inputs.record(path: path, status: status)
  }
}
