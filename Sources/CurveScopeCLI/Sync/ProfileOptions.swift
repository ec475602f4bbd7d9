import CurveScopeSupport
import CurveScopeSync

/// `--profile`: the keyboard profile a scenario plays with (a built-in name or a profile .json
/// file), for `compare`, `check`, `explain`, `sweep` (a list) and the new commands.
enum ProfileOptions {
  /// `--profile` for commands that analyse scenarios: overrides every scenario's profile.
  static let profile = OptionSpec.option(
    "--profile", value: "name|file",
    help: "Keyboard profile every scenario plays with ("
      + KeyboardProfile.builtIn.map(\.name).joined(separator: ", ")
      + ") or a profile .json file; overrides the scenario's \"keyboard\"",
    default: "the scenario's, else ios", role: .nameOrFile())

  /// `--profile` as a list, for `sweep`.
  static let profiles = OptionSpec.option(
    "--profile", value: "list",
    help: "Keyboard profiles, each a name ("
      + KeyboardProfile.builtIn.map(\.name).joined(separator: ", ")
      + "), all, or a profile .json file", default: "ios", role: .nameOrFile(list: true))

  /// The profile `text` names: a built-in profile, or a profile file.
  /// - Throws: ``UsageError`` for an unknown name; ``InputFileError`` for a file that cannot be
  ///   read or holds no valid profile.
  static func profile(_ text: String, option: String, io: CommandIO) throws -> KeyboardProfile {
    if let builtIn = KeyboardProfile.builtIn(named: text) { return builtIn }
    guard text.hasSuffix(".json") || text.contains("/") else {
      let names = KeyboardProfile.builtIn.map(\.name)
      throw UsageError(
        .optionValue(option, text),
        .unknownName(
          kind: "keyboard profile", known: names + ["a .json file"],
          suggestion: EditDistance.suggestion(for: text, among: names)))
    }
    let bytes = try InputFile.read(text, io: io)
    let profile: KeyboardProfile
    do {
      profile = try KeyboardProfile(json: bytes)
    } catch let error as any CurveScopeError {
      throw InputFileError(path: text, content: error)
    }
    io.inputs.noteProfile(profile.name, path: text)
    return profile
  }

  /// The profiles of a comma-separated list (`all` for every built-in one), duplicates dropped.
  /// - Throws: as ``profile(_:option:io:)``.
  static func profiles(_ arguments: ParsedArguments, io: CommandIO) throws -> [KeyboardProfile] {
    guard let text = arguments.text(profiles) else { return [.ios] }
    var result: [KeyboardProfile] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false).map({
      String($0).trimmingSpaces
    }) {
      let named =
        item == "all"
        ? KeyboardProfile.builtIn : [try profile(item, option: profiles.primaryName, io: io)]
      for profile in named where !result.contains(where: { $0.name == profile.name }) {
        result.append(profile)
      }
    }
    guard !result.isEmpty else {
      throw UsageError(.optionValue(profiles.primaryName, text), .needs("at least one profile"))
    }
    return result
  }

  /// `scenarios` with `--profile` applied.
  /// - Throws: as ``profile(_:option:io:)``.
  static func applying(_ arguments: ParsedArguments, to scenarios: [Scenario], io: CommandIO)
    throws -> [Scenario]
  {
    guard let text = arguments.text(profile) else { return scenarios }
    let chosen = try Self.profile(text, option: profile.primaryName, io: io)
    return scenarios.map { scenario in
      var copy = scenario
      copy.keyboardProfile = chosen
      return copy
    }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
