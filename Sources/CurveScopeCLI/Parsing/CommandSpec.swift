/// The declarative shape of one subcommand: its name, help texts, arguments and options.
///
/// The parser reads arguments against a spec, and the help formatter renders the spec in the
/// OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout of swift-argument-parser.
public struct CommandSpec: Sendable {
  /// The subcommand's name as typed after `curvescope`.
  public var name: String
  /// One sentence shown in the tool's subcommand list and as the OVERVIEW.
  public var abstract: String
  /// Longer help text shown under the OVERVIEW, already wrapped or a single paragraph.
  public var discussion: String
  /// Positional arguments in order.
  public var arguments: [ArgumentSpec]
  /// Named options and flags (`--help` is added by the parser).
  public var options: [OptionSpec]
  /// Example invocations shown at the end of the help, each a full command line.
  public var examples: [String]

  /// Creates a command spec.
  public init(
    name: String,
    abstract: String,
    discussion: String = "",
    arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.examples = examples
  }

  /// The option that has `name` among its spellings (`--fps`, `-o`), if any.
  public func option(named name: String) -> OptionSpec? {
    options.first { $0.names.contains(name) }
  }
}

/// A positional argument of a command.
public struct ArgumentSpec: Sendable {
  /// How many values a positional argument takes.
  public enum Arity: Sendable {
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
  public var name: String
  /// One line of help.
  public var help: String
  /// How many values it takes.
  public var arity: Arity

  /// Creates a positional argument spec.
  public init(name: String, help: String, arity: Arity = .one) {
    self.name = name
    self.help = help
    self.arity = arity
  }
}

/// A named option (`--fps 120`) or flag (`--json`).
public struct OptionSpec: Sendable {
  /// Every spelling, long first: `["--output", "-o"]`.
  public var names: [String]
  /// The value placeholder (`n`, `file`), or `nil` for a flag that takes no value.
  public var valueName: String?
  /// One line of help; state units and bounds here.
  public var help: String
  /// The default as shown in help (`120`), or `nil` when there is none to show.
  public var defaultValue: String?
  /// Whether the option may be given several times and collects every value.
  public var isRepeatable: Bool
  /// The values it takes: the parser checks them and the help states them, from this one
  /// declaration.
  public var domain: OptionDomain

  /// Creates an option that takes a value.
  public static func option(
    _ names: String...,
    value valueName: String,
    help: String,
    domain: OptionDomain = .text,
    default defaultValue: String? = nil,
    repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      names: names, valueName: valueName, help: help, defaultValue: defaultValue,
      isRepeatable: repeatable, domain: domain)
  }

  /// Creates a flag that takes no value.
  public static func flag(_ names: String..., help: String) -> OptionSpec {
    OptionSpec(
      names: names, valueName: nil, help: help, defaultValue: nil, isRepeatable: false,
      domain: .text)
  }

  /// The help line with the domain stated: `Display frames per second, in [1, 1000].`
  public var fullHelp: String {
    guard let text = domain.helpText else { return help }
    let body = help.hasSuffix(".") ? String(help.dropLast()) : help
    return "\(body), \(text)."
  }

  /// The first (long) spelling, used as the key in ``ParsedArguments``.
  public var primaryName: String { names.first ?? "" }

  /// Whether the option is a flag without a value.
  public var isFlag: Bool { valueName == nil }
}
