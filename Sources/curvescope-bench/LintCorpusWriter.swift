#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes the lint benchmark's corpora as files (`heavy/`, `large/` and `mixed/` under a
/// folder), so that `curvescope lint` can be run on exactly what the benchmark lints.
enum LintCorpusWriter {
  /// Writes the three corpora under `folder`; returns the exit status.
  static func write(to folder: String) -> Int32 {
    let corpora: [(String, [[UInt8]])] = [
      ("heavy", LintCorpus.files(count: 400, keyboardEvery: 1)),
      ("large", LintCorpus.files(count: 100, keyboardEvery: 1, extraMethods: 16)),
      ("mixed", LintCorpus.files(count: 400, keyboardEvery: 20)),
    ]
    mkdir(folder, 0o755)
    for (name, files) in corpora {
      let directory = folder + "/" + name
      mkdir(directory, 0o755)
      for (number, bytes) in files.enumerated() {
        let path = directory + "/Screen\(number).swift"
        guard let file = fopen(path, "wb") else {
          print("error: cannot write \(path)")
          return 73
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        guard written == bytes.count else {
          print("error: cannot write \(path)")
          return 73
        }
      }
    }
    return 0
  }
}
