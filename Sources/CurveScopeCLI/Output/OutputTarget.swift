import CurveScopeSupport

/// Checks the output paths named on the command line against the command's inputs, before any
/// work: not empty, not `-`, not one of the command's own inputs (by device and inode, or by
/// resolved path, so `./s.json`, `s.json`, `x/../s.json` and a link to it are all the same file;
/// a file an input folder reads counts), and not two outputs on one file.
///
/// The tool runs ``checkDeclared(_:arguments:io:)`` for every command from the roles its spec
/// declares (``PathRole``), before the command runs: the inputs are registered as the paths
/// typed (standard input when it is a regular file), then every output is checked. A command
/// that declares its paths cannot forget the check. What the path is (a folder, a device, a
/// FIFO without a reader, a place that cannot be written) is found by the writer, which refuses
/// with exit 73 before writing anything.
enum OutputTarget {
  /// Throws when writing `path`, given as `option`, would be wrong.
  /// - Throws: ``UsageError`` `.emptyPath`, `.outputIsDash` or `.outputIsInput`.
  static func check(_ path: String, option: String, io: CommandIO) throws(UsageError) {
    let place = UsageError.Place.optionValue(option, path)
    guard !path.isEmpty else { throw UsageError(place, .emptyPath(folder: false)) }
    guard path != "-" else { throw UsageError(place, .outputIsDash) }
    if let input = io.inputs.input(at: path) {
      throw UsageError(place, .outputIsInput(input: input.path, inFolder: input.isFolder))
    }
  }

  /// Registers every input `spec` declares in `arguments`, then checks every declared output.
  /// - Throws: ``UsageError`` for an output that is empty, `-`, an input, or another output.
  static func checkDeclared(_ spec: CommandSpec, arguments: ParsedArguments, io: CommandIO)
    throws(UsageError)
  {
    var inputs: [(role: PathRole, value: String)] = []
    for argument in spec.arguments {
      guard let role = argument.role, !role.isOutput else { continue }
      inputs += arguments.positionals.map { (role, $0) }
    }
    var outputs: [(option: String, value: String, role: PathRole)] = []
    for option in spec.options {
      guard let role = option.role else { continue }
      for value in arguments.texts(option) {
        if role.isOutput {
          outputs.append((option.primaryName, value, role))
        } else {
          inputs.append((role, value))
        }
      }
    }
    for (role, value) in inputs {
      for path in role.inputPaths(of: value) { register(path, role: role, io: io) }
    }
    var written: [(option: String, path: String)] = []
    for output in outputs {
      guard output.role == .output else {
        guard !output.value.isEmpty else {
          throw UsageError(.optionValue(output.option, ""), .emptyPath(folder: true))
        }
        continue
      }
      try check(output.value, option: output.option, io: io)
      let resolved = InputRegistry.resolved(output.value) ?? output.value
      if let other = written.first(where: { $0.path == resolved }) {
        throw UsageError(
          .optionValue(output.option, output.value),
          .conflicts(with: "\(other.option), which writes the same file"))
      }
      written.append((output.option, resolved))
    }
  }

  /// Records `path`, an input of `role`: standard input, a regular file, or a folder's files.
  private static func register(_ path: String, role: PathRole, io: CommandIO) {
    if path == "-" {
      io.inputs.recordStandardInput()
      return
    }
    if InputFile.isFolder(path) {
      if case .input(let extensions, let recursive) = role, !extensions.isEmpty {
        io.inputs.recordFolder(path: path, extensions: extensions, recursive: recursive)
      }
      return
    }
    io.inputs.recordExisting(path: path)
  }
}
