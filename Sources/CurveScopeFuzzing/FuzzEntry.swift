#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the `curvescope-fuzz` executable calls: libFuzzer's entry points in a `--sanitize fuzzer`
/// build, the replay driver in a plain one.
package enum FuzzEntry {
  /// The target chosen by `--target=NAME`, set once by ``initialize(arguments:)`` before libFuzzer
  /// runs any input (libFuzzer calls both on one thread).
  nonisolated(unsafe) private static var selected: FuzzTarget?

  /// `LLVMFuzzerInitialize`: picks the target from a `--target=NAME` argument (libFuzzer ignores
  /// flags that start with `--`); exits with status 2 and the list of targets when there is none.
  package static func initialize(arguments: [String]) {
    let prefix = "--target="
    let name = arguments.last { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    guard let name, let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      printError("curvescope-fuzz: give --target=NAME, one of \(names)\n")
      exit(2)
    }
    selected = target
  }

  /// `LLVMFuzzerTestOneInput`: runs the chosen target on `size` bytes at `data`.
  package static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    guard let target = selected else { return }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    target.run(bytes)
  }

  /// The replay driver of a plain build: `curvescope-fuzz TARGET PATH...` runs every file named,
  /// and every file directly inside each folder named, through the target, then exits: 0 when all
  /// returned, 2 for a usage error, 66 for an unreadable path (a failed invariant traps).
  package static func replay(arguments: [String]) {
    let usage =
      "usage: curvescope-fuzz TARGET PATH... (targets: "
      + FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      + "); build with .ci/fuzz to fuzz\n"
    guard arguments.count >= 3, let target = FuzzTarget(rawValue: arguments[1]) else {
      printError(usage)
      exit(2)
    }
    var count = 0
    for path in arguments.dropFirst(2) {
      guard let files = FuzzCorpus.files(at: path) else {
        printError("curvescope-fuzz: cannot read \(path)\n")
        exit(66)
      }
      for file in files {
        guard let bytes = FuzzCorpus.contents(of: file) else {
          printError("curvescope-fuzz: cannot read \(file)\n")
          exit(66)
        }
        target.run(bytes)
        count += 1
      }
    }
    print("\(target.rawValue): \(count) input\(count == 1 ? "" : "s") ran")
    exit(0)
  }

  /// Writes `text` to standard error.
  private static func printError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  }
}
