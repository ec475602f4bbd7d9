#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads corpus files and folders for the replay driver and the seed tests.
package enum FuzzCorpus {
  /// `path` itself when it is a file, the non-hidden files directly inside it (sorted) when it is
  /// a folder, `nil` when it cannot be read.
  package static func files(at path: String) -> [String]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    guard (status.st_mode & S_IFMT) == S_IFDIR else { return [path] }
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      let child = path + "/" + name
      var childStatus = stat()
      if !name.hasPrefix("."), stat(child, &childStatus) == 0,
        (childStatus.st_mode & S_IFMT) == S_IFREG
      {
        names.append(child)
      }
    }
    return names.sorted()
  }

  /// The bytes of the file at `path`, or `nil` when it cannot be read.
  package static func contents(of path: String) -> [UInt8]? {
    guard let stream = fopen(path, "rb") else { return nil }
    defer { fclose(stream) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, stream)
      bytes.append(contentsOf: buffer[0..<count])
      if count < buffer.count { return ferror(stream) == 0 ? bytes : nil }
    }
  }

  /// Writes `bytes` to `path` (created or truncated); whether every byte was written.
  package static func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let stream = fopen(path, "wb") else { return false }
    let written = bytes.isEmpty ? 0 : fwrite(bytes, 1, bytes.count, stream)
    return fclose(stream) == 0 && written == bytes.count
  }
}
