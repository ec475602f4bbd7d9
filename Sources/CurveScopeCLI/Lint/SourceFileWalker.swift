import CurveScopeLint
import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands lint's path arguments into source files: files as named, folders recursively
/// (sorted, symbolic links to folders not followed), skipping dependency and build folders
/// unless they are named on the command line.
struct SourceFileWalker {
  /// Folders skipped while walking (named explicitly, they are linted).
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", ".build", "DerivedData", "build", "node_modules", ".git", ".swiftpm",
  ]
  /// The most files one run lints.
  static let maximumFiles = 200_000

  /// A file to lint.
  struct File: Equatable {
    /// The path as it will be reported.
    var path: String
    /// Its language.
    var language: SourceLanguage
  }

  /// The files under `paths`, and notes for what was skipped.
  /// - Throws: ``InputFileError`` `.unreadable` (exit 66) for a path that does not exist or a
  ///   named folder that cannot be listed; ``UsageError`` wrapping ``LintInputError`` for a
  ///   named file that is not Swift or Objective-C, and for more than ``maximumFiles`` files.
  static func files(
    under paths: [String], filter: LintPathFilter = LintPathFilter(include: [], exclude: [])
  ) throws -> (files: [File], notes: [String]) {
    var files: [File] = []
    var notes: [String] = []
    for path in paths {
      var status = stat()
      guard PathText.withCString(path, { stat($0, &status) }) == 0 else {
        throw InputFileError(path: path, .unreadable(reason: InputFile.systemReason()))
      }
      if (status.st_mode & S_IFMT) == S_IFDIR {
        guard let directory = PathText.withCString(path, { opendir($0) }) else {
          throw InputFileError(path: path, .unreadable(reason: InputFile.systemReason()))
        }
        closedir(directory)
        try walk(path, filter: filter, into: &files, notes: &notes)
      } else {
        guard let language = SourceLanguage(path: path) else {
          throw UsageError(
            .argumentValue(path), .invalidValue(LintInputError.notSource(path: path)))
        }
        files.append(File(path: path, language: language))
      }
      guard files.count <= maximumFiles else {
        throw UsageError(
          .argumentValue(path),
          .invalidValue(LintInputError.tooManyFiles(path: path, limit: maximumFiles)))
      }
    }
    return (files, notes)
  }

  private static func walk(
    _ folder: String, filter: LintPathFilter, into files: inout [File], notes: inout [String]
  ) throws {
    guard let directory = PathText.withCString(folder, { opendir($0) }) else {
      notes.append(
        "note: \(TerminalText.escaped(folder)) — skipped: \(InputFile.systemReason())")
      return
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        PathText.decode(raw.prefix { $0 != 0 })
      }
      if name != ".", name != ".." { names.append(name) }
    }
    closedir(directory)
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in names.sorted() {
      let path = prefix + name
      var status = stat()
      guard PathText.withCString(path, { lstat($0, &status) }) == 0 else {
        // A path the system cannot take (longer than PATH_MAX) is named, not silently lost.
        if SourceLanguage(path: name) != nil || errno == ENAMETOOLONG {
          notes.append(
            "note: \(TerminalText.escaped(path)) — skipped: \(InputFile.systemReason())")
        }
        continue
      }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        if skippedFolders.contains(name) || name.hasSuffix(".xcassets") { continue }
        try walk(path, filter: filter, into: &files, notes: &notes)
        guard files.count <= maximumFiles else {
          throw UsageError(
            .argumentValue(folder),
            .invalidValue(LintInputError.tooManyFiles(path: folder, limit: maximumFiles)))
        }
      case S_IFREG:
        if let language = SourceLanguage(path: name), filter.admits(path) {
          files.append(File(path: path, language: language))
        }
      default:
        continue
      }
    }
  }
}
