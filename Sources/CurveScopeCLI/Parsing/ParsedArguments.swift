/// The result of parsing a command line against a ``CommandSpec``.
///
/// Options are keyed by their primary (long) name; typed access goes through
/// ``ExpressibleByArgument`` so that every bad value becomes a ``UsageError`` naming the option.
public struct ParsedArguments: Sendable {
  /// Positional values in order.
  public var positionals: [String]
  /// Every value given for each option, keyed by primary name, in command-line order.
  public var optionValues: [String: [String]]
  /// Flags that were given, by primary name.
  public var flags: Set<String>

  /// Creates parsed arguments.
  public init(
    positionals: [String] = [], optionValues: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.positionals = positionals
    self.optionValues = optionValues
    self.flags = flags
  }

  /// Whether the flag `name` was given.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The last value given for option `name`, if any (a later value overrides an earlier one).
  public func value(_ name: String) -> String? {
    optionValues[name]?.last
  }

  /// Every value given for a repeatable option `name`.
  public func values(_ name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// The last value for `name`, converted; `nil` when absent.
  /// - Throws: ``UsageError`` naming the option and the value when the conversion fails.
  public func value<T: ExpressibleByArgument>(_ name: String, as type: T.Type) throws -> T? {
    guard let text = value(name) else { return nil }
    return try convert(text, for: name, as: type)
  }

  /// Every value for a repeatable option `name`, converted.
  /// - Throws: ``UsageError`` for the first value that does not convert.
  public func values<T: ExpressibleByArgument>(_ name: String, as type: T.Type) throws -> [T] {
    try values(name).map { try convert($0, for: name, as: type) }
  }

  private func convert<T: ExpressibleByArgument>(
    _ text: String, for name: String, as type: T.Type
  ) throws -> T {
    do {
      return try T(argument: text)
    } catch let error as ArgumentValueError {
      throw UsageError(subject: "\(name) '\(text)'", problem: error.problem)
    }
  }
}
