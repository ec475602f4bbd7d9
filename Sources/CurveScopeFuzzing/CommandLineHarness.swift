import CurveScope
import CurveScopeCLI

/// The `cli` target: a ``FuzzCommandLine`` run in-process by `CurveScopeTool.run`, confined to
/// the ``FuzzSandbox``.
///
/// Only `decode`, `parse`, `sample`, `compare`, `check`, `sweep`, `explain` and `gallery` run (and
/// unknown subcommand names, for their error path), with budgets: a sweep of more than
/// ``maximumSweepCells`` analyses and an `explain` of more than ``maximumExplainedStrategies``
/// strategies are skipped (slow by design, not by fault); `gallery` runs on the sandbox's
/// curves folder and stops before drawing (its folder lies under a file, exit 73) except for one
/// input in ``galleryDrawingShare``, which draws small figures (``GalleryBudget``).
///
/// Invariants: the exit code is one of the contract's; on success or a failed check stdout is
/// filled and stderr holds only `note:` lines; on an error stdout is empty and stderr ends with
/// exactly one `error: <what> — <why>` line; `--json` output parses; no input file of the
/// sandbox changes. A successful run is then repeated with a standard output that fails at a
/// byte the input chooses (``WriteFailureCheck``): exit 73 with one `error: standard output`
/// line, and what was written before is the start of the whole output.
enum CommandLineHarness {
  /// The subcommands the target runs.
  static let commands = [
    "decode", "parse", "sample", "compare", "check", "sweep", "explain", "gallery",
  ]
  /// The largest sweep run.
  static let maximumSweepCells = 256
  /// The most strategies one `explain` runs (each tries dozens of changes).
  static let maximumExplainedStrategies = 2
  /// One gallery input in this many draws its figures.
  static let galleryDrawingShare: UInt64 = 256

  /// What one run printed and returned.
  struct Result {
    var code: ExitCode
    var output: String
    var error: String
  }

  static func run(_ bytes: [UInt8]) {
    let line = FuzzCommandLine(bytes)
    guard let first = line.arguments.first else { return }
    let registered = CurveScopeTool.commands.map { $0.spec.name }
    if registered.contains(first), !commands.contains(first) { return }
    guard var arguments = FuzzSandbox.shared.confine(line.arguments) else { return }
    if first == "sweep", sweepCells(arguments) > maximumSweepCells { return }
    if first == "explain", explainedStrategies(arguments) > maximumExplainedStrategies { return }
    var drawsGallery = false
    if first == "gallery" {
      drawsGallery = GalleryBudget.draws(bytes)
      arguments = GalleryBudget.confine(arguments, draws: drawsGallery)
    }
    let result = runTool(arguments, standardInput: line.standardInput)
    if drawsGallery { GalleryBudget.cleanUp() }
    FuzzSandbox.shared.verifyInputs()
    checkContract(result, arguments: arguments)
    if first != "gallery", result.code == .success || result.code == .checkFailed {
      WriteFailureCheck.run(
        arguments, standardInput: line.standardInput, whole: result.output, seed: bytes)
    }
  }

  /// Runs the tool in-process with `standardInput` behind `-` and, when given, `writer` as the
  /// real standard output.
  static func runTool(
    _ arguments: [String], standardInput: [UInt8],
    writer: (@Sendable (String) throws -> Void)? = nil
  ) -> Result {
    var io = CommandIO(
      readStandardInput: { limit in Array(standardInput.prefix(limit + 1)) },
      writeStandardOutput: writer)
    let code = CurveScopeTool.run(arguments, io: &io)
    return Result(code: code, output: io.standardOutput, error: io.standardError)
  }

  /// `text` without ANSI colour sequences (`ESC [ … m`).
  static func plain(_ text: String) -> String {
    guard text.contains("\u{1B}") else { return text }
    var result = ""
    var inSequence = false
    for scalar in text.unicodeScalars {
      if inSequence {
        if scalar == "m" { inSequence = false }
        continue
      }
      if scalar == "\u{1B}" {
        inSequence = true
        continue
      }
      result.unicodeScalars.append(scalar)
    }
    return result
  }

  /// Traps unless `result` keeps the command-line contract (the ExitCodes article).
  static func checkContract(_ result: Result, arguments: [String]) {
    let codes: [ExitCode] = [.success, .checkFailed, .usage, .dataError, .noInput, .cannotCreate]
    FuzzCheck.require(codes.contains(result.code), "\(arguments) exited \(result.code)")
    // `--color always` colours the leading `error:`, `warning:` or `note:`: read without it.
    var lines = plain(result.error).split(separator: "\n", omittingEmptySubsequences: false)
    FuzzCheck.require(
      result.error.isEmpty || lines.last == "", "\(arguments): stderr does not end a line")
    lines = lines.dropLast()
    if result.code == .success || result.code == .checkFailed {
      FuzzCheck.require(
        lines.allSatisfy {
          $0.hasPrefix("note: ") || $0.hasPrefix("warning: ") || $0.hasPrefix("wrote ")
        },
        "\(arguments) succeeded with stderr \(result.error)")
      let options = arguments.prefix { $0 != "--" }
      if commands.contains(arguments[0]), options.contains("--json"),
        !options.contains("--help"), !options.contains("-h")
      {
        do {
          _ = try JSONParser().parse(result.output)
        } catch {
          FuzzCheck.fail("\(arguments): --json printed invalid JSON: \(error)")
        }
      }
      return
    }
    FuzzCheck.require(result.output.isEmpty, "\(arguments) failed but printed \(result.output)")
    guard let last = lines.last else {
      FuzzCheck.fail("\(arguments) exited \(result.code) without an error line")
    }
    FuzzCheck.require(
      last.hasPrefix("error: ") && last.contains(" — "),
      "\(arguments): error line is not 'error: <what> — <why>': \(last)")
    FuzzCheck.require(
      lines.dropLast().allSatisfy { $0.hasPrefix("note: ") },
      "\(arguments): more than one error line: \(result.error)")
  }

  /// The strategies an `explain` command line names (`all` counts as every preset; none as
  /// every preset, the command's default).
  static func explainedStrategies(_ arguments: [String]) -> Int {
    var count = 0
    for (name, value) in optionValues(arguments) where name == "--strategy" {
      count += value == "all" ? InputBarStrategy.presets.count : 1
    }
    return count == 0 ? InputBarStrategy.presets.count : count
  }

  /// An upper bound of the analyses a `sweep` command line asks for (strategies × profiles ×
  /// heights × rates × durations, with the command's defaults; `--profile all` counts every
  /// built-in profile).
  static func sweepCells(_ arguments: [String]) -> Int {
    var strategies = 0
    var lists = ["--keyboard-height": 4, "--fps": 2, "--duration": 1, "--profile": 1]
    for (name, text) in optionValues(arguments) {
      if name == "--strategy" {
        strategies += text == "all" ? InputBarStrategy.presets.count : 1
      } else if lists[name] != nil {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        lists[name] = items.reduce(0) { count, item in
          count + (name == "--profile" && item == "all" ? KeyboardProfile.builtIn.count : 1)
        }
      }
    }
    if strategies == 0 { strategies = InputBarStrategy.presets.count }
    return lists.values.reduce(strategies) { total, count in
      total.multipliedReportingOverflow(by: count).overflow ? Int.max : total * count
    }
  }

  /// The `--strategy`, `--profile`, `--keyboard-height`, `--fps` and `--duration` values of a
  /// command line, as `--name value` or `--name=value`, up to `--`.
  static func optionValues(_ arguments: [String]) -> [(String, String)] {
    let names: Set = ["--strategy", "--profile", "--keyboard-height", "--fps", "--duration"]
    var values: [(String, String)] = []
    var index = 1
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if token == "--" { break }
      var name = token
      var value: String?
      if let equals = token.firstIndex(of: "="), token.hasPrefix("--") {
        name = String(token[..<equals])
        value = String(token[token.index(after: equals)...])
      }
      guard names.contains(name) else { continue }
      if value == nil, index < arguments.count {
        value = arguments[index]
        index += 1
      }
      values.append((name, value ?? ""))
    }
    return values
  }
}
