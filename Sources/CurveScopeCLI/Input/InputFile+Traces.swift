#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension InputFile {
  /// The files directly inside `folder` whose names end in one of `extensions` (`.json`,
  /// `.csv`), hidden files excepted, sorted by name, as paths.
  /// - Throws: ``InputFileError`` `.unreadable` when the folder cannot be listed.
  static func files(in folder: String, extensions: [String]) throws -> [String] {
    guard let directory = opendir(folder) else {
      throw InputFileError(path: folder, .unreadable(reason: systemReason()))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      let lowered = name.lowercased()
      if !name.hasPrefix("."), extensions.contains(where: { lowered.hasSuffix($0) }) {
        names.append(name)
      }
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return names.sorted().map { prefix + $0 }
  }
}
