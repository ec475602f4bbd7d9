import CurveScopeSupport
package import CurveScopeTiming

/// The result of parsing a command line against a ``CommandSpec``.
///
/// Options are keyed by their primary (long) name; commands read them through their
/// declarations (``OptionSpec``), so that a value is checked against the option's
/// ``OptionDomain`` and a bad one becomes a ``UsageError`` naming the option and the value.
package struct ParsedArguments: Sendable {
  /// The most values one comma-separated list may hold.
  package static let maximumListCount = 10_000

  /// Positional values in order.
  package var positionals: [String]
  /// Every value given for each option, keyed by primary name, in command-line order.
  package var optionValues: [String: [String]]
  /// Flags that were given, by primary name.
  package var flags: Set<String>
  /// What the command's `--format` may name, the default first (set by the parser).
  package var formats: [ReportFormat] = [.text, .json]
  /// The options whose values came from a configuration file, by primary name, with the key
  /// that gave each (`check.maxOverlap`).
  package var configured: [String: String] = [:]

  /// Creates parsed arguments.
  package init(
    positionals: [String] = [], optionValues: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.positionals = positionals
    self.optionValues = optionValues
    self.flags = flags
  }

  /// What to print: `--format` (or `--json`), else the command's default format.
  package var reportFormat: ReportFormat {
    optionValues["--format"]?.last.flatMap { ReportFormat.named($0, among: formats) }
      ?? formats.first ?? .text
  }

  /// Whether `option` (a flag) was given.
  package func flag(_ option: OptionSpec) -> Bool {
    flags.contains(option.primaryName)
  }

  /// The last text given for `option`, if any (a later value overrides an earlier one).
  package func text(_ option: OptionSpec) -> String? {
    optionValues[option.primaryName]?.last
  }

  /// Every text given for the option whose primary name is `name`.
  package func texts(named name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// Every text given for a repeatable `option`.
  package func texts(_ option: OptionSpec) -> [String] {
    optionValues[option.primaryName] ?? []
  }

  /// Whether `option` was given at all.
  package func isGiven(_ option: OptionSpec) -> Bool {
    option.isFlag ? flag(option) : text(option) != nil
  }

  /// The number given for `option`, checked against its domain; `nil` when absent.
  /// - Throws: ``UsageError`` naming the option and the value when it is not a finite number or
  ///   lies outside the option's range.
  package func number(_ option: OptionSpec) throws(UsageError) -> Double? {
    guard let text = text(option) else { return nil }
    return try Self.number(text, for: option)
  }

  /// The comma-separated numbers given for `option`, each checked against its domain; `nil`
  /// when absent.
  /// - Throws: ``UsageError`` for more than ``maximumListCount`` values or a bad one.
  package func numbers(_ option: OptionSpec) throws(UsageError) -> [Double]? {
    guard let text = text(option) else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= Self.maximumListCount else {
      throw UsageError(.option(option.primaryName), .tooManyValues(limit: Self.maximumListCount))
    }
    var values: [Double] = []
    for part in parts { values.append(try Self.number(String(part), for: option)) }
    return values
  }

  /// The whole number given for `option`, checked against its domain; `nil` when absent.
  /// - Throws: ``UsageError`` naming the option and the value.
  package func integer(_ option: OptionSpec) throws(UsageError) -> Int? {
    guard let text = text(option) else { return nil }
    let place = UsageError.Place.optionValue(option.primaryName, text)
    let trimmed = text.trimmingWhitespace()
    guard let value = Int(trimmed) else {
      let isDigits =
        !trimmed.isEmpty && trimmed.allSatisfy { $0.isNumber || $0 == "-" || $0 == "+" }
      if isDigits, case .integer(let range) = option.domain {
        throw UsageError(place, .outOfIntegerRange(range))
      }
      throw UsageError(place, .badNumber(isDigits ? .integerTooLarge : .notAnInteger))
    }
    if case .integer(let range) = option.domain, !range.contains(value) {
      throw UsageError(place, .outOfIntegerRange(range))
    }
    return value
  }

  /// The name given for `option`, one of `T`'s raw values; `nil` when absent.
  /// - Throws: ``UsageError`` listing the names when it is none of them.
  package func choice<T: RawRepresentable & CaseIterable>(_ option: OptionSpec, as type: T.Type)
    throws(UsageError) -> T?
  where T.RawValue == String {
    guard let text = text(option) else { return nil }
    if let value = T(rawValue: text.lowercased()) { return value }
    let names = T.allCases.map(\.rawValue)
    throw UsageError(
      .optionValue(option.primaryName, text),
      .unknownName(
        kind: option.valueName ?? "value", known: names,
        suggestion: EditDistance.suggestion(for: text.lowercased(), among: names)))
  }

  /// The frame rate given for `option` (`60`, `59.94`, `120hz`), in ``FrameRate/range``; `nil`
  /// when absent.
  /// - Throws: ``UsageError`` naming the option and the value.
  package func frameRate(_ option: OptionSpec) throws(UsageError) -> FrameRate? {
    guard let text = text(option) else { return nil }
    return try Self.frameRate(text, for: option)
  }

  /// Reads one frame rate typed for `option`.
  static func frameRate(_ text: String, for option: OptionSpec) throws(UsageError) -> FrameRate {
    var body = text.trimmingWhitespace()
    if body.lowercased().hasSuffix("hz") { body = String(body.dropLast(2)).trimmingWhitespace() }
    let hertz = try number(body, for: option, typed: text)
    do {
      return try FrameRate(hertz: hertz)
    } catch {
      throw UsageError(.optionValue(option.primaryName, text), .invalidValue(error))
    }
  }

  /// Reads one number typed for `option` and checks it against the option's domain.
  static func number(_ text: String, for option: OptionSpec, typed: String? = nil)
    throws(UsageError) -> Double
  {
    let place = UsageError.Place.optionValue(option.primaryName, typed ?? text)
    guard let value = Double(text.trimmingWhitespace()) else {
      throw UsageError(place, .badNumber(.notANumber))
    }
    guard value.isFinite else { throw UsageError(place, .badNumber(.notFinite)) }
    if case .number(let range, let unit) = option.domain, !range.contains(value) {
      throw UsageError(place, .outOfRange(range, unit: unit))
    }
    return value
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }
}
