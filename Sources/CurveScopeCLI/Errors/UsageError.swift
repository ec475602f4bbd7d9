package import CurveScopeCodec
package import CurveScopeSupport

/// A bad command line (exit 64): where on the line, and why.
///
/// ``place`` and ``cause`` carry the values that matter; ``subject`` and ``problem`` build the
/// sentence, here and nowhere else.
package struct UsageError: CurveScopeError {
  /// Where on the command line.
  package enum Place: Sendable, Equatable {
    /// A subcommand as typed.
    case command(String)
    /// An option, by its name (`--frames`).
    case option(String)
    /// An option spelling as typed, which the parser could not take (`option '--fsp'`).
    case spelling(String)
    /// An option and the value typed for it.
    case optionValue(String, String)
    /// Options named together (`--size/--scale/--format`).
    case options([String])
    /// A positional argument by its placeholder name.
    case argument(String)
    /// A positional value as typed.
    case argumentValue(String)
    /// A value to decode, as typed.
    case value(String)
  }

  /// Why a number typed on the command line does not read.
  package enum NumberProblem: Sendable, Equatable {
    /// Not a number at all.
    case notANumber
    /// NaN or infinite.
    case notFinite
    /// Not a whole number.
    case notAnInteger
    /// A whole number beyond `Int`.
    case integerTooLarge
  }

  /// What is wrong.
  package enum Cause: Sendable {
    /// No such subcommand; `suggestion` is the nearest one when near, `known` all of them.
    case unknownCommand(suggestion: String?, known: [String])
    /// No such option for `command`; `suggestion` is the nearest spelling when near.
    case unknownOption(suggestion: String?, command: String)
    /// A flag given a value (`--json=yes`).
    case flagTakesNoValue
    /// An option without its value.
    case missingValue(valueName: String)
    /// A required argument that is missing; `hint` says what to give.
    case missingArgument(hint: String?)
    /// More positional arguments than `command` takes.
    case unexpectedArgument(command: String)
    /// A number that does not read.
    case badNumber(NumberProblem)
    /// A number outside `range`, a number of `unit` (plural noun; empty for a plain number).
    case outOfRange(NumberRange, unit: String)
    /// A whole number outside `range` (printed as whole numbers, never `9.2e+18`); `reason` says
    /// why the range is what it is, when it depends on other options.
    case outOfIntegerRange(ClosedRange<Int>, reason: String? = nil)
    /// A name that is none of `known` (`kind`: `format`, `rule`, `strategy`, `figure`);
    /// `suggestion` is the nearest when near.
    case unknownName(kind: String, known: [String], suggestion: String?)
    /// An option that only works with another (`needs --json`).
    case needs(String)
    /// Options that exclude each other.
    case conflicts(with: String)
    /// An option that shapes the default scenario given with scenario files.
    case onlyForDefaultScenario
    /// A list with more than `limit` values.
    case tooManyValues(limit: Int)
    /// A figure that shows at most `limit` strategies, given `count`.
    case tooManyStrategies(limit: Int, count: Int)
    /// A value typed on the command line that the library refuses (a curve spec, a size); the
    /// library says why.
    case invalidValue(any CurveScopeError)
    /// A curve value that does not fit a curve (Int) but may be a mask.
    case curveOutOfRange(IntegerInputError)
    /// An output that is one of the command's own inputs (`input` as typed, `-` for standard
    /// input; `inFolder`: a file that the input folder `input` reads): writing it would destroy
    /// what was read.
    case outputIsInput(input: String, inFolder: Bool = false)
    /// `-` as an output file name: standard output already holds the report.
    case outputIsDash
    /// An empty output path (`-o ''`, an unset variable): it names no file (`folder`: no
    /// folder).
    case emptyPath(folder: Bool)
    /// A figure's file type given to `--format`, which now names what is printed;
    /// `hasFigureFormat` says whether the command takes `--figure-format`.
    case figureFormatMoved(hasFigureFormat: Bool)
    /// A feature left out of this build (a package trait turned off): `feature` names it,
    /// `trait` the trait that brings it back.
    case notInThisBuild(feature: String, trait: String)
  }

  /// Where on the command line.
  package var place: Place
  /// Why.
  package var cause: Cause

  /// Creates a usage error.
  package init(_ place: Place, _ cause: Cause) {
    self.place = place
    self.cause = cause
  }

  /// The option or argument at fault, with the value typed (`--fps '0'`), printable. A
  /// positional value the library refuses is named by the library, which points at the part at
  /// fault (`spring(mass: 0, …)`).
  package var subject: String {
    if case .argumentValue = place, case .invalidValue(let error) = cause {
      return TerminalText.escaped(error.subject)
    }
    return TerminalText.escaped(placeText)
  }

  private var placeText: String {
    switch place {
    case .command(let name): "subcommand '\(name)'"
    case .option(let name): name
    case .spelling(let name): "option '\(name)'"
    case .optionValue(let name, let value): "\(name) '\(value)'"
    case .options(let names): names.joined(separator: "/")
    case .argument(let name): "argument <\(name)>"
    case .argumentValue(let value): "argument '\(value)'"
    case .value(let value): "value '\(value)'"
    }
  }

  /// Why it is wrong, and what would be right.
  package var problem: String {
    switch cause {
    case .unknownCommand(let suggestion, let known):
      return "unknown; "
        + (suggestion.map { "did you mean '\($0)'?" }
          ?? "expected one of \(known.joined(separator: ", "))")
    case .unknownOption(let suggestion, let command):
      return suggestion.map { "unknown option; did you mean '\($0)'?" }
        ?? "unknown option (see 'curvescope \(command) --help')"
    case .flagTakesNoValue:
      return "is a flag and takes no value"
    case .missingValue(let valueName):
      return "missing value <\(valueName)>"
    case .missingArgument(let hint):
      return hint.map { "missing; \($0)" } ?? "missing"
    case .unexpectedArgument(let command):
      return "unexpected (see 'curvescope \(command) --help')"
    case .badNumber(let problem):
      switch problem {
      case .notANumber: return "not a number"
      case .notFinite: return "not a finite number"
      case .notAnInteger: return "not an integer"
      case .integerTooLarge: return "integer out of range"
      }
    case .outOfRange(let range, let unit):
      return range.requirement(unit)
    case .outOfIntegerRange(let range, let reason):
      return "must be in \(range.lowerBound)…\(range.upperBound)" + (reason.map { "; \($0)" } ?? "")
    case .unknownName(let kind, let known, let suggestion):
      return "unknown \(kind); "
        + (suggestion.map { "did you mean '\($0)'?" } ?? "expected \(Self.list(known))")
    case .needs(let other):
      return "needs \(other)"
    case .conflicts(let other):
      return "cannot be combined with \(other)"
    case .onlyForDefaultScenario:
      return "shapes the default scenario only; edit the scenario file instead"
    case .tooManyValues(let limit):
      return "more than \(limit) values"
    case .tooManyStrategies(let limit, let count):
      return "shows at most \(limit) strategies, one row each; \(count) were given (choose them "
        + "with --strategy)"
    case .invalidValue(let error):
      return error.problem
    case .curveOutOfRange(let error):
      return error.problem + "; to decode a mask, use --options"
    case .outputIsInput(let input, let inFolder):
      let name =
        input == "-"
        ? "standard input"
        : inFolder
          ? "a file of the input folder '\(TerminalText.escaped(input))'"
          : "the input '\(TerminalText.escaped(input))'"
      return "is \(name), read by this command; write the output to another file"
    case .emptyPath(let folder):
      return "is empty; name the \(folder ? "folder" : "file") to write"
    case .outputIsDash:
      return "would be a file named '-', while standard output holds the report; write ./- for "
        + "such a file"
    case .figureFormatMoved(let hasFigureFormat):
      return "is a figure's file type; --format now chooses what is printed (text, json, …), "
        + (hasFigureFormat
          ? "and a figure's type comes from -o's extension, or --figure-format where the path "
            + "has none"
          : "and this command draws no figure")
    case .notInThisBuild(let feature, let trait):
      return "\(feature) needs the \(trait) trait, which this build of curvescope was made "
        + "without; build it with the default traits (swift build --product curvescope)"
    }
  }

  /// `a, b or c`.
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
