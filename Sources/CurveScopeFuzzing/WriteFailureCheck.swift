import CurveScopeCLI
import Synchronization

/// A successful command line run again with a standard output that fails after a number of
/// bytes chosen by the input: the tool must stop with exit 73 and one `error: standard output`
/// line, having written only the start of its whole output.
enum WriteFailureCheck {
  /// Runs `arguments` with the failing output and checks the outcome against `whole`, the
  /// output of the run that succeeded.
  static func run(_ arguments: [String], standardInput: [UInt8], whole: String, seed: [UInt8]) {
    let total = whole.utf8.count
    guard total > 0 else { return }
    let limit = Int(GalleryBudget.hash(seed + [0x57]) % UInt64(total))
    let written = Mutex<[UInt8]>([])
    let writer: @Sendable (String) throws -> Void = { text in
      try written.withLock { bytes in
        let room = limit - bytes.count
        guard text.utf8.count <= room else {
          bytes += text.utf8.prefix(max(0, room))
          throw StandardOutputError(.noSpace)
        }
        bytes += text.utf8
      }
    }
    let result = CommandLineHarness.runTool(
      arguments, standardInput: standardInput, writer: writer)
    let lines = CommandLineHarness.plain(result.error).split(separator: "\n").filter {
      !$0.hasPrefix("note: ")
    }
    FuzzCheck.require(
      result.code == .cannotCreate, "\(arguments): a failing stdout exited \(result.code)")
    FuzzCheck.require(
      lines == ["error: standard output — cannot be written: no space left on the device"],
      "\(arguments): a failing stdout printed \(result.error)")
    FuzzCheck.require(
      written.withLock { Array(whole.utf8.prefix($0.count)) == $0 },
      "\(arguments): what was written before the failure is not the start of the output")
  }
}
