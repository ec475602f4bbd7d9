import CurveScope
import CurveScopeCLI

/// The `cli` target: a ``FuzzCommandLine`` run in-process by `CurveScopeTool.run`, confined to
/// the ``FuzzSandbox``.
///
/// Only `decode`, `parse`, `sample`, `compare`, `check` and `sweep` run (and unknown subcommand
/// names, for their error path); a sweep of more than ``maximumSweepCells`` analyses is skipped
/// because it is slow by design, not by fault. Invariants: the exit code is one of the
/// contract's; on success or a failed check stdout is filled and stderr holds only `note:` lines;
/// on an error stdout is empty and stderr ends with exactly one `error: <what> — <why>` line;
/// `--json` output parses.
enum CommandLineHarness {
  /// The subcommands the target runs.
  static let commands = ["decode", "parse", "sample", "compare", "check", "sweep"]
  /// The largest sweep run.
  static let maximumSweepCells = 256

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
    guard let arguments = FuzzSandbox.shared.confine(line.arguments) else { return }
    if first == "sweep", sweepCells(arguments) > maximumSweepCells { return }
    let result = runTool(arguments, standardInput: line.standardInput)
    checkContract(result, arguments: arguments)
  }

  /// Runs the tool in-process with `standardInput` behind `-`.
  static func runTool(_ arguments: [String], standardInput: [UInt8]) -> Result {
    var io = CommandIO(readStandardInput: { limit in Array(standardInput.prefix(limit + 1)) })
    let code = CurveScopeTool.run(arguments, io: &io)
    return Result(code: code, output: io.standardOutput, error: io.standardError)
  }

  /// Traps unless `result` keeps the command-line contract (the README's "Exit codes").
  static func checkContract(_ result: Result, arguments: [String]) {
    let codes: [ExitCode] = [.success, .checkFailed, .usage, .dataError, .noInput, .cannotCreate]
    FuzzCheck.require(codes.contains(result.code), "\(arguments) exited \(result.code)")
    var lines = result.error.split(separator: "\n", omittingEmptySubsequences: false)
    FuzzCheck.require(
      result.error.isEmpty || lines.last == "", "\(arguments): stderr does not end a line")
    lines = lines.dropLast()
    if result.code == .success || result.code == .checkFailed {
      FuzzCheck.require(
        lines.allSatisfy { $0.hasPrefix("note: ") },
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

  /// An upper bound of the analyses a `sweep` command line asks for (strategies × profiles ×
  /// heights × rates × durations, with the command's defaults; `--profile all` counts every
  /// built-in profile).
  static func sweepCells(_ arguments: [String]) -> Int {
    var strategies = 0
    var lists = ["--keyboard-height": 4, "--fps": 2, "--duration": 1, "--profile": 1]
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
      guard name == "--strategy" || lists[name] != nil else { continue }
      if value == nil, index < arguments.count {
        value = arguments[index]
        index += 1
      }
      let text = value ?? ""
      if name == "--strategy" {
        strategies += text == "all" ? InputBarStrategy.presets.count : 1
      } else {
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
}
