import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary folder holding the files the command-line fuzz target may name, so that no fuzz
/// input reads or writes anything else.
///
/// Arguments that name one of ``fileNames`` are rewritten to the file's absolute path in the
/// folder; values of options that write (``writingOptions``) are rewritten to a file in the
/// folder, or to the input they name (which the tool must refuse to write: ``verifyInputs()``
/// checks that every input is unchanged); an input with any other argument holding a `/`, or
/// naming `.` or `..`, is skipped. Besides the seed files the folder holds what earlier audits found:
/// an empty folder, a folder without `.json` files, FIFOs (alone and inside a scenario folder),
/// a symbolic link to the scenario, and a curves folder for `gallery`.
/// The folder is `$CURVESCOPE_FUZZ_SANDBOX` when set (the fuzz script cleans it up), else a new
/// `mkdtemp` folder under `$TMPDIR` or `/tmp`, removed when the process exits normally.
final class FuzzSandbox: Sendable {
  /// The files and folders inside, by the names fuzz inputs use.
  static let fileNames = [
    "scenario.json", "strategy.json", "baseline.json", "dump.txt", "scenarios", "empty",
    "nojson", "fifo.json", "fifos", "link.json", "curves",
  ]
  /// The regular files whose bytes must never change, relative to the folder.
  static let protectedFiles = [
    "scenario.json", "strategy.json", "baseline.json", "dump.txt", "scenarios/show.json",
    "scenarios/hide.json", "curves/scenarios/show.json",
  ]
  /// Options whose value is a path the command writes.
  static let writingOptions = ["--write-baseline", "-o", "--output"]

  /// The folder's absolute path (no trailing `/`).
  let path: String

  /// The sandbox of this process, created on first use.
  static let shared: FuzzSandbox = {
    do {
      return try FuzzSandbox()
    } catch {
      FuzzCheck.fail("cannot create the fuzz sandbox: \(error)")
    }
  }()

  private init() throws {
    let path: String
    if let given = getenv("CURVESCOPE_FUZZ_SANDBOX").map({ String(cString: $0) }), !given.isEmpty {
      mkdir(given, 0o700)
      path = given
    } else {
      let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      var template = Array((base + "/curvescope-fuzz-XXXXXX").utf8CString)
      guard let made = mkdtemp(&template) else { throw SandboxError(path: base) }
      path = String(cString: made)
      Self.created.withLock { $0 = path }
      atexit { FuzzSandbox.created.withLock { FuzzSandbox.remove($0) } }
    }
    self.path = path
    try Self.write(FuzzSeeds.scenario, to: path + "/scenario.json")
    try Self.write(FuzzSeeds.strategy, to: path + "/strategy.json")
    try Self.write(FuzzSeeds.baseline, to: path + "/baseline.json")
    try Self.write(FuzzSeeds.dump, to: path + "/dump.txt")
    mkdir(path + "/scenarios", 0o700)
    try Self.write(FuzzSeeds.scenario, to: path + "/scenarios/show.json")
    try Self.write(FuzzSeeds.hideScenario, to: path + "/scenarios/hide.json")
    mkdir(path + "/empty", 0o700)
    mkdir(path + "/nojson", 0o700)
    try Self.write("not a scenario", to: path + "/nojson/notes.txt")
    mkfifo(path + "/fifo.json", 0o600)
    mkdir(path + "/fifos", 0o700)
    mkfifo(path + "/fifos/a.json", 0o600)
    symlink("scenario.json", path + "/link.json")
    mkdir(path + "/curves", 0o700)
    mkdir(path + "/curves/scenarios", 0o700)
    try Self.write(FuzzSeeds.scenario, to: path + "/curves/scenarios/show.json")
    protectedContents = Self.protectedFiles.map { Self.contents(of: path + "/" + $0) }
  }

  /// The bytes of ``protectedFiles`` when the sandbox was made.
  private let protectedContents: [[UInt8]?]

  /// Traps when a command changed one of the sandbox's input files (a command wrote over one of
  /// its own inputs).
  func verifyInputs() {
    for (name, original) in zip(Self.protectedFiles, protectedContents) {
      FuzzCheck.require(
        Self.contents(of: path + "/" + name) == original, "an input was overwritten: \(name)")
    }
  }

  /// The bytes of the regular file `path`, or `nil`.
  private static func contents(of path: String) -> [UInt8]? {
    FuzzCorpus.contents(of: path)
  }

  /// `arguments` with sandbox names made absolute and written paths moved into the sandbox, or
  /// `nil` when an argument could reach outside it.
  func confine(_ arguments: [String]) -> [String]? {
    var confined: [String] = []
    var writesNext = false
    for argument in arguments {
      if writesNext {
        confined.append(writtenPath(for: argument))
        writesNext = false
        continue
      }
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("-") {
        let name = String(argument[..<equals])
        let value = String(argument[argument.index(after: equals)...])
        if Self.writingOptions.contains(name) {
          confined.append(name + "=" + writtenPath(for: value))
          continue
        }
        guard let value = confine(value: value) else { return nil }
        confined.append(name + "=" + value)
        continue
      }
      writesNext = Self.writingOptions.contains(argument)
      guard let value = confine(value: argument) else { return nil }
      confined.append(value)
    }
    return confined
  }

  private func confine(value: String) -> String? {
    if Self.fileNames.contains(value) { return path + "/" + value }
    if value == "." || value == ".." || value.contains("/") { return nil }
    return value
  }

  /// The path a written value becomes: a sandbox input when it names one (the tool must refuse
  /// it), else ``outputPath(for:)``.
  private func writtenPath(for value: String) -> String {
    Self.fileNames.contains(value) ? path + "/" + value : outputPath(for: value)
  }

  /// A file in the sandbox for a written path, keeping a short extension (`.png`, `.json`).
  private func outputPath(for value: String) -> String {
    let name = value.split(separator: "/").last.map(String.init) ?? ""
    var suffix = ""
    if let dot = name.lastIndex(of: ".") {
      let extensionText = name[name.index(after: dot)...]
      if (1...4).contains(extensionText.count),
        extensionText.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
      {
        suffix = "." + extensionText
      }
    }
    return path + "/output" + suffix
  }

  /// The folder this process made with `mkdtemp`, removed at exit.
  private static let created = Mutex<String>("")

  /// Removes `path` and everything below it (the sandbox is shallow; symbolic links are removed,
  /// never followed).
  static func remove(_ path: String) {
    guard !path.isEmpty else { return }
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if (status.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
      var children: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != ".", name != ".." { children.append(path + "/" + name) }
      }
      closedir(directory)
      children.forEach(remove)
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  private static func write(_ text: String, to file: String) throws {
    guard let stream = fopen(file, "w") else { throw SandboxError(path: file) }
    defer { fclose(stream) }
    guard fputs(text, stream) >= 0 else { throw SandboxError(path: file) }
  }
}

/// The sandbox could not be set up.
struct SandboxError: Error {
  /// The path that failed.
  var path: String
}
