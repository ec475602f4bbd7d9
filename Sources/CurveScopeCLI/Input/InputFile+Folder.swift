import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension InputFile {
  /// Whether `path` names an existing folder.
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return PathText.withCString(path) { stat($0, &status) } == 0
      && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The `.json` files directly inside `folder`, sorted by name, as paths.
  /// - Throws: ``InputFileError`` `.unreadable` when the folder cannot be listed.
  package static func jsonFiles(in folder: String) throws -> [String] {
    guard let directory = PathText.withCString(folder, { opendir($0) }) else {
      throw InputFileError(path: folder, .unreadable(reason: systemReason()))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        PathText.decode(raw.prefix { $0 != 0 })
      }
      if name.hasSuffix(".json"), !name.hasPrefix(".") { names.append(name) }
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return names.sorted().map { prefix + $0 }
  }

  /// The file name without folders and without its extension: `a/b/show.json` → `show`.
  package static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}
