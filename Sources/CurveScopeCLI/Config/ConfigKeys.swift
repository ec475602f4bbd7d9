/// The keys `.curvescope.json` takes, and the option each one gives a default to: the one
/// mapping table between the file and the command line.
///
/// A key is its option's long name in camelCase (`--max-overlap` → `maxOverlap`,
/// `--fail-on` → `failOn`). A key whose option the running command does not declare is an
/// error naming both, never silently ignored.
package enum ConfigKeys {
  /// One key of a section.
  package struct Key: Sendable, Equatable {
    /// The key as written in the file (`maxOverlap`).
    package var name: String
    /// The option it gives a default to (`--max-overlap`).
    package var option: String
    /// Whether the value is a path, read relative to the configuration file's folder.
    package var isPath: Bool

    /// A key named after `option`: its long name in camelCase.
    init(_ option: String, path: Bool = false) {
      self.option = option
      self.name = ConfigKeys.keyName(option)
      self.isPath = path
    }
  }

  /// The sections (top-level keys) and their keys, in the order the ConfigFile article lists them.
  package static let sections: [(name: String, keys: [Key])] = [
    (
      "lint",
      [
        Key("--include"), Key("--exclude"), Key("--profile"), Key("--tolerance"),
        Key("--fail-on"), Key("--disable"), Key("--baseline", path: true), Key("--fps"),
        Key("--max-file-size"), Key("--format"),
      ]
    ),
    (
      "check",
      [
        Key("--max-overlap"), Key("--max-gap"), Key("--max-lag"), Key("--baseline", path: true),
        Key("--baseline-points"), Key("--baseline-ms"), Key("--strategy"), Key("--profile"),
        Key("--fps"), Key("--tolerance"), Key("--margin"), Key("--retarget"), Key("--format"),
      ]
    ),
  ]

  /// The keys of section `name`, or `nil` for an unknown section.
  package static func keys(of name: String) -> [Key]? {
    sections.first { $0.name == name }?.keys
  }

  /// `--max-overlap` → `maxOverlap`.
  package static func keyName(_ option: String) -> String {
    let words = option.drop { $0 == "-" }.split(separator: "-")
    guard let first = words.first else { return "" }
    return String(first)
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }
}
