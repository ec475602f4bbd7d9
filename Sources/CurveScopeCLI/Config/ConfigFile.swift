import CurveScopeSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `.curvescope.json`: a team's settings for `lint` and `check`, read as default values of the
/// commands' own options, so that the command line always overrides the file.
///
/// ```json
/// {"check": {"maxOverlap": 2, "baseline": "ci/sync-baseline.json"},
///  "lint": {"exclude": ["Pods/**"], "failOn": "warning"}}
/// ```
///
/// The file is `--config FILE`, else the first `.curvescope.json` in the current folder or one
/// of its parents (`--no-config` reads none). Every key of every section is checked, whichever
/// command runs: an unknown key, a value of the wrong kind or one its option refuses is an
/// error naming the file and the key (exit 65). Path values are read relative to the file's
/// folder. A list gives a repeatable option each of its values, any other option its values
/// joined by commas; `true` gives a flag, `false` leaves it off.
enum ConfigFile {
  /// The file name looked for.
  static let fileName = ".curvescope.json"

  /// Applies the file's section for `spec` to `arguments`: each key's values become its
  /// option's, unless the command line gave that option.
  /// - Throws: ``InputFileError`` for a file that cannot be read (66) or holds a bad key or
  ///   value (65).
  static func apply(
    to arguments: inout ParsedArguments, spec: CommandSpec, io: inout CommandIO
  ) throws {
    guard let section = spec.configSection, !arguments.flag(CommonOptions.noConfig),
      let path = arguments.text(CommonOptions.config) ?? locate(from: io.currentFolder)
    else { return }
    let bytes = try InputFile.read(path, io: io)
    let values: [(ConfigKeys.Key, JSONValue)]
    do {
      values = try read(bytes, section: section)
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
    io.detail("settings from \(TerminalText.escaped(path))")
    for (key, value) in values {
      let keyPath = "\(section).\(key.name)"
      if let error = set(
        key, value, keyPath: keyPath, folder: folder(of: path), in: &arguments, spec: spec)
      {
        throw InputFileError(path: path, content: error)
      }
    }
  }

  /// The keys of `section` in the document `bytes`, every section checked.
  /// - Throws: ``JSONParseError`` or ``JSONDecodingError`` for a malformed document, an
  ///   unknown section or key.
  static func read(_ bytes: [UInt8], section: String) throws -> [(ConfigKeys.Key, JSONValue)] {
    let root = try JSONObjectReader(JSONParser().parse(bytes), path: "")
    try root.rejectUnknownKeys(allowed: ConfigKeys.sections.map(\.name))
    var found: [(ConfigKeys.Key, JSONValue)] = []
    for (name, keys) in ConfigKeys.sections {
      guard let value = root.value(name) else { continue }
      let reader = try JSONObjectReader(value, path: name)
      try reader.rejectUnknownKeys(allowed: keys.map(\.name))
      guard name == section else { continue }
      for key in keys {
        if let member = reader.value(key.name) { found.append((key, member)) }
      }
    }
    return found
  }

  /// Sets `key`'s option from `value` unless the command line gave it; returns why it cannot.
  private static func set(
    _ key: ConfigKeys.Key, _ value: JSONValue, keyPath: String, folder: String,
    in arguments: inout ParsedArguments, spec: CommandSpec
  ) -> ConfigValueError? {
    do {
      try setting(key, value, keyPath: keyPath, folder: folder, in: &arguments, spec: spec)
      return nil
    } catch {
      return error
    }
  }

  private static func setting(
    _ key: ConfigKeys.Key, _ value: JSONValue, keyPath: String, folder: String,
    in arguments: inout ParsedArguments, spec: CommandSpec
  ) throws(ConfigValueError) {
    guard let option = spec.option(named: key.option) else {
      throw ConfigValueError(
        key: keyPath,
        reason: "gives \(key.option), which 'curvescope \(spec.name)' does not take in this "
          + "version")
    }
    // The value is checked even when the command line overrides it: a bad file is an error.
    if option.isFlag {
      guard case .bool(let on) = value else {
        throw ConfigValueError(
          key: keyPath, reason: "expected true or false, found \(value.kindName)")
      }
      guard !arguments.isGiven(option) else { return }
      if on { arguments.flags.insert(option.primaryName) }
      arguments.configured[option.primaryName] = keyPath
      return
    }
    var texts = try strings(value, keyPath: keyPath)
    if key.isPath { texts = texts.map { $0.hasPrefix("/") ? $0 : folder + $0 } }
    if !option.isRepeatable { texts = [texts.joined(separator: ",")] }
    for text in texts { try check(text, for: option, keyPath: keyPath, spec: spec) }
    guard !arguments.isGiven(option) else { return }
    arguments.optionValues[option.primaryName] = texts
    arguments.configured[option.primaryName] = keyPath
    if option.primaryName == "--format", texts.last?.lowercased() == ReportFormat.json.rawValue {
      arguments.flags.insert(CommonOptions.json.primaryName)
    }
  }

  /// A value's texts: a string, a number (as Swift prints it, exactly), or a list of them.
  private static func strings(_ value: JSONValue, keyPath: String) throws(ConfigValueError)
    -> [String]
  {
    switch value {
    case .string(let text): return [text]
    case .int(let number): return [String(number)]
    case .unsigned(let number): return [String(number)]
    case .double(let number): return [JSONValue.number(number)]
    case .array(let elements):
      var texts: [String] = []
      for element in elements {
        switch element {
        case .string, .int, .unsigned, .double:
          texts += try strings(element, keyPath: keyPath)
        case .bool, .null, .array, .object:
          throw ConfigValueError(
            key: keyPath,
            reason: "expected strings or numbers in the list, found \(element.kindName)")
        }
      }
      guard !texts.isEmpty else {
        throw ConfigValueError(key: keyPath, reason: "is an empty list; leave the key out instead")
      }
      return texts
    case .bool, .null, .object:
      throw ConfigValueError(
        key: keyPath,
        reason: "expected a string, a number or a list of them, found \(value.kindName)")
    }
  }

  /// Checks `text` against `option`'s values, as the parser checks a typed value.
  private static func check(
    _ text: String, for option: OptionSpec, keyPath: String, spec: CommandSpec
  ) throws(ConfigValueError) {
    do throws(UsageError) {
      if option.primaryName == "--format", !spec.declaresFormat {
        try ArgumentParser.checkFormat(text, spec: spec)
        return
      }
      let probe = ParsedArguments(optionValues: [option.primaryName: [text]])
      switch option.domain {
      case .text: return
      case .number: _ = try probe.numbers(option)
      case .integer: _ = try probe.integer(option)
      case .choice(let names):
        guard names.contains(text.lowercased()) else {
          throw UsageError(
            .optionValue(option.primaryName, text),
            .unknownName(
              kind: option.valueName ?? "value", known: names,
              suggestion: EditDistance.suggestion(for: text.lowercased(), among: names)))
        }
      }
    } catch {
      throw ConfigValueError(key: keyPath, reason: "\(text): \(error.problem)")
    }
  }

  /// The first `.curvescope.json` in `start` (the current folder when `nil`) or its parents,
  /// as a path relative to the current folder when searched from it.
  static func locate(from start: String?) -> String? {
    var prefix = start.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
    var folder = realPath(start ?? ".")
    for _ in 0..<256 {
      let candidate = prefix + fileName
      var status = stat()
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
        return candidate
      }
      guard let current = folder, current != "/" else { return nil }
      folder = parent(of: current)
      prefix += "../"
    }
    return nil
  }

  /// The folder of `path` with a final `/`, empty for a path in the current folder.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.dropLast().lastIndex(of: "/"), slash != path.startIndex else {
      return "/"
    }
    return String(path[..<slash])
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
