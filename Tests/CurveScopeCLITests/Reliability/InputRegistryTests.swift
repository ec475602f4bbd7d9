import Foundation
import Testing

@testable import CurveScopeCLI

/// One registry of every input, checked against every output before any work, for every
/// command: from the path roles the specs declare, so that a new command cannot miss it.
@Suite("Reliability: no output overwrites an input")
struct InputRegistryTests {
  /// Value names and words in the help that mean a path: a value named a file, folder or
  /// path, or one whose help offers a `.json file` or a folder.
  static func looksLikePath(valueName: String?, help: String) -> Bool {
    let names = ["file", "dir", "folder", "path", "name|file", "recording"]
    // A glob matches paths; it names none to read or write.
    if valueName == "glob" { return false }
    if let valueName, names.contains(valueName) || valueName.hasSuffix(".json") { return true }
    let lowered = help.lowercased()
    return lowered.contains(".json file") || lowered.contains("folder")

  }

  @Test("every option and argument that takes a path declares its role")
  func everyPathDeclared() {
    for command in CurveScopeTool.commands {
      for option in command.spec.options where !option.isFlag {
        if Self.looksLikePath(valueName: option.valueName, help: option.help) {
          #expect(
            option.role != nil, "\(command.spec.name) \(option.primaryName) declares no path role")
        }
      }
      for argument in command.spec.arguments
      where Self.looksLikePath(valueName: argument.name, help: argument.help) {
        #expect(argument.role != nil, "\(command.spec.name) <\(argument.name)> declares no role")
      }
    }
  }

  /// One command line that names `file` both as an input and as an output, for every pair of
  /// an input and an output one command declares.
  static func collidingLines(file: String) -> [[String]] {
    var lines: [[String]] = []
    for command in CurveScopeTool.commands {
      let spec = command.spec
      let outputs = spec.options.filter { $0.role == .output }
      for output in outputs {
        // The positionals a parse needs, filled with a harmless value or the file.
        var inputs: [(positional: Bool, option: OptionSpec?)] = spec.options
          .filter { $0.role.map { !$0.isOutput } ?? false }
          .map { (false, $0) }
        if spec.arguments.contains(where: { $0.role.map { !$0.isOutput } ?? false }) {
          inputs.append((true, nil))
        }
        for input in inputs {
          var line = [spec.name]
          for argument in spec.arguments {
            let required = argument.arity == .one || argument.arity == .oneOrMore
            if input.positional, argument.role != nil {
              line.append(file)
            } else if required {
              line.append("keyboard")
            }
          }
          if let option = input.option { line += [option.primaryName, file] }
          line += [output.primaryName, file]
          lines.append(line)
        }
      }
    }
    return lines
  }

  @Test("for every command, every declared output named as every declared input exits 64")
  func everyPair() throws {
    let scratch = try ScratchFolder()
    let file = try scratch.write("t.json", "{}")
    let lines = Self.collidingLines(file: file)
    // compare, check, explain, fit, sweep, pacing, dismissal, measure at least.
    #expect(lines.count >= 20, "\(lines.count)")
    for line in lines {
      let run = InProcessRun(line)
      run.expectError(.usage, "error: ")
      #expect(run.err.contains("read by this command"), "\(line): \(run.err)")
      #expect(try String(contentsOfFile: file, encoding: .utf8) == "{}", "\(line)")
    }
  }

  @Test("a trace named through a folder, a link, ./x/../t.csv or standard input is protected")
  func traceSpellings() throws {
    let scratch = try ScratchFolder()
    let source = Repository.root + "/Curves/traces/flutter-show-hide.csv"
    try FileManager.default.createDirectory(
      atPath: scratch.file("x"), withIntermediateDirectories: false)
    let trace = scratch.file("x/t.csv")
    try FileManager.default.copyItem(atPath: source, toPath: trace)
    let original = try Data(contentsOf: URL(fileURLWithPath: trace))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.file("l.csv"), withDestinationPath: trace)
    let cases: [(input: String, output: String)] = [
      (trace, trace), (scratch.file("x"), trace), (scratch.file("l.csv"), trace),
      (trace, scratch.file("l.csv")), (scratch.file("x/../x/t.csv"), trace),
      (trace, scratch.file("x/./t.csv")),
    ]
    for (input, output) in cases {
      InProcessRun(["check", "--trace", input, "--write-baseline", output]).expectError(
        .usage, "error: --write-baseline '\(output)' — is ")
      for format in ["png", "svg", "gif", "mp4"] {
        InProcessRun(["compare", "--trace", input, "-o", output, "--figure-format", format])
          .expectError(
            .usage, "error: --output '\(output)' — is ")
      }
    }
    // Standard input held in the trace file.
    let descriptor = open(trace, O_RDONLY)
    try #require(descriptor >= 0)
    let saved = dup(0)
    dup2(descriptor, 0)
    let run = InProcessRun(
      ["check", "--trace", "-", "--write-baseline", trace], input: Array(original))
    dup2(saved, 0)
    close(saved)
    close(descriptor)
    run.expectError(.usage, "error: --write-baseline '\(trace)' — is standard input")
    #expect(try Data(contentsOf: URL(fileURLWithPath: trace)) == original)
  }

  @Test("a folder input protects the files it reads, not others beside them")
  func folderScope() throws {
    let scratch = try ScratchFolder()
    let scenario = try scratch.copyScenario(as: "s.json")
    InProcessRun(["check", scratch.path, "--write-baseline", scenario]).expectError(
      .usage, "error: --write-baseline '\(scenario)' — is a file of the input folder")
    // A new file in the folder is no input; nor is a hidden one.
    let fresh = scratch.file("baseline.json")
    #expect(InProcessRun(["check", scenario, "--write-baseline", fresh]).code == .success)
    let hidden = try scratch.write(".hidden.json", "{}")
    #expect(InProcessRun(["check", scratch.path, "--write-baseline", hidden]).code != .usage)
  }

  @Test("an empty output path, or two outputs on one file, are refused up front")
  func emptyAndTwice() throws {
    InProcessRun(["compare", "-o", ""]).expectError(
      .usage, "error: --output '' — is empty; name the file to write")
    InProcessRun(["check", "--write-baseline", ""]).expectError(
      .usage, "error: --write-baseline '' — is empty; name the file to write")
    InProcessRun(["fit", "keyboard", "-o", ""]).expectError(
      .usage, "error: --output '' — is empty; name the file to write")
    InProcessRun(["gallery", "-o", ""]).expectError(
      .usage, "error: --output '' — is empty; name the folder to write")
    let scratch = try ScratchFolder()
    let path = scratch.file("same.json")
    InProcessRun(["measure", "missing.mp4", "--trace-out", path, "-o", path]).expectError(
      .usage, "error: --output '\(path)' — cannot be combined with --trace-out")
  }
}
