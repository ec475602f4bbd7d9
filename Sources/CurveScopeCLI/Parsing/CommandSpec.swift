/// The declarative shape of one subcommand: its name, help texts, arguments and options.
///
/// The parser reads arguments against a spec, and the help formatter renders the spec in the
/// OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout of swift-argument-parser.
package struct CommandSpec: Sendable {
  /// The subcommand's name as typed after `curvescope`.
  package var name: String
  /// One sentence shown in the tool's subcommand list and as the OVERVIEW.
  package var abstract: String
  /// Longer help text shown under the OVERVIEW, already wrapped or a single paragraph.
  package var discussion: String
  /// Positional arguments in order.
  package var arguments: [ArgumentSpec]
  /// Named options and flags (`--help` is added by the parser).
  package var options: [OptionSpec]
  /// Example invocations shown at the end of the help, each a full command line.
  package var examples: [String]
  /// What `--format` prints, the default first (``CommonOptions``); ignored when the command
  /// declares its own `--format`.
  package var formats: [ReportFormat]
  /// The member of `.curvescope.json` whose keys give this command's defaults (`lint`,
  /// `check`); `nil` for a command that reads no configuration file.
  package var configSection: String?

  /// Creates a command spec.
  package init(
    name: String,
    abstract: String,
    discussion: String = "",
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    examples: [String] = [],
    formats: [ReportFormat] = [.text, .json],
    configSection: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.examples = examples
    self.formats = formats
    self.configSection = configSection
  }

  /// The option that has `name` among its spellings (`--fps`, `-o`), if any: the command's own
  /// first, then the common ones.
  package func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.names.contains(name) }
  }

  /// The command's own options, then the ``CommonOptions`` it does not declare itself.
  package var allOptions: [OptionSpec] {
    let own = Set(options.flatMap(\.names))
    var common = [CommonOptions.format(formats), CommonOptions.json]
    common += [CommonOptions.quiet, CommonOptions.verbose, CommonOptions.color]
    if configSection != nil { common += [CommonOptions.config, CommonOptions.noConfig] }
    return options + common.filter { $0.names.allSatisfy { !own.contains($0) } }
  }

  /// Whether `--format` is the command's own option rather than the common one.
  package var declaresFormat: Bool {
    options.contains { $0.names.contains("--format") }
  }
}

/// A positional argument of a command.
package struct ArgumentSpec: Sendable {
  /// How many values a positional argument takes.
  package enum Arity: Sendable {
    /// Exactly one value.
    case one
    /// Zero or one value.
    case optional
    /// Any number of values, including none.
    case zeroOrMore
    /// At least one value.
    case oneOrMore
  }

  /// The placeholder shown in usage, without angle brackets (`value`, `scenario.json`).
  package var name: String
  /// One line of help.
  package var help: String
  /// How many values it takes.
  package var arity: Arity
  /// What its values name on the file system, if anything.
  package var role: PathRole?

  /// Creates a positional argument spec.
  package init(name: String, help: String, arity: Arity = .one, role: PathRole? = nil) {
    self.name = name
    self.help = help
    self.arity = arity
    self.role = role
  }
}

/// A named option (`--fps 120`) or flag (`--json`).
package struct OptionSpec: Sendable {
  /// Every spelling, long first: `["--output", "-o"]`.
  package var names: [String]
  /// The value placeholder (`n`, `file`), or `nil` for a flag that takes no value.
  package var valueName: String?
  /// One line of help; state units and bounds here.
  package var help: String
  /// The default as shown in help (`120`), or `nil` when there is none to show.
  package var defaultValue: String?
  /// Whether the option may be given several times and collects every value.
  package var isRepeatable: Bool
  /// The values it takes: the parser checks them and the help states them, from this one
  /// declaration.
  package var domain: OptionDomain
  /// What its values name on the file system, if anything: the tool checks outputs against
  /// inputs from these declarations before the command runs.
  package var role: PathRole?
  /// Whether its value is a file (or folder) the command writes: the tool then names it on
  /// standard error when the command succeeds (`wrote fig.png (84 KB)`), unless `--quiet`.
  package var writesFile = false

  /// Creates an option that takes a value.
  package static func option(
    _ names: String...,
    value valueName: String,
    help: String,
    domain: OptionDomain = .text,
    default defaultValue: String? = nil,
    repeatable: Bool = false,
    role: PathRole? = nil
  ) -> OptionSpec {
    OptionSpec(
      names: names, valueName: valueName, help: help, defaultValue: defaultValue,
      isRepeatable: repeatable, domain: domain, role: role)
  }

  /// Creates a flag that takes no value.
  package static func flag(_ names: String..., help: String) -> OptionSpec {
    OptionSpec(
      names: names, valueName: nil, help: help, defaultValue: nil, isRepeatable: false,
      domain: .text, role: nil)
  }

  /// The same option, its value a file (or folder) the command writes.
  package func writingFile() -> OptionSpec {
    var copy = self
    copy.writesFile = true
    return copy
  }

  /// The help line with the domain stated: `Display frames per second, in [1, 1000].`
  package var fullHelp: String {
    guard let text = domain.helpText else { return help }
    let body = help.hasSuffix(".") ? String(help.dropLast()) : help
    return "\(body), \(text)."
  }

  /// The first (long) spelling, used as the key in ``ParsedArguments``.
  package var primaryName: String { names.first ?? "" }

  /// Whether the option is a flag without a value.
  package var isFlag: Bool { valueName == nil }
}
