/// What the value of an option or argument names on the file system, declared with it so that
/// the tool checks every output against every input before any command runs (``OutputTarget``):
/// a new command that declares its paths cannot write over what it reads.
package enum PathRole: Sendable, Equatable {
  /// A file read (`-`: standard input); a folder is read for its files whose names end in one
  /// of `folderExtensions` (lower-cased, with the dot; empty: a folder is not read), directly
  /// inside it or, when `recursive`, at any depth.
  case input(folderExtensions: [String] = [], recursive: Bool = false)
  /// A name or a file read: the value (or each item of a comma-separated list, when `list`) is
  /// a path when it ends in `.json` or holds a `/`, as the commands read them (`--strategy`,
  /// `--profile a.json,ios`).
  case nameOrFile(list: Bool = false)
  /// A file written.
  case output
  /// A folder written into (its files are named by the command).
  case outputFolder

  /// Whether the value is written.
  package var isOutput: Bool {
    switch self {
    case .output, .outputFolder: true
    case .input, .nameOrFile: false
    }
  }

  /// The paths a value names, for an input role: the value itself, or for ``nameOrFile(list:)``
  /// the items that are paths.
  package func inputPaths(of value: String) -> [String] {
    switch self {
    case .input: return [value]
    case .nameOrFile(let list):
      let items = list ? value.split(separator: ",").map(String.init) : [value]
      return items.map { $0.trimmingWhitespace() }.filter {
        $0.hasSuffix(".json") || $0.contains("/")
      }
    case .output, .outputFolder: return []
    }
  }
}
