import CurveScopeFuzzing

/// libFuzzer's initialiser: `--target=NAME` picks the fuzz target.
@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
  let count = Int(argc.pointee)
  let arguments = (0..<count).compactMap { index in argv.pointee?[index].map { String(cString: $0) }
  }
  FuzzEntry.initialize(arguments: arguments)
  return 0
}

/// libFuzzer's entry point: one input through the chosen target.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzEntry.testOneInput(data, size)
  return 0
}

// A plain `swift build` compiles this file as a script, which runs this global's initialiser:
// the replay driver (`curvescope-fuzz TARGET PATH...`). `swift build --sanitize fuzzer` compiles
// it as a library instead (libFuzzer provides `main`), where a global is initialised lazily on
// first use, so the replay never runs and the file has no top-level statement to reject.
let replayDriver: Void = FuzzEntry.replay(arguments: CommandLine.arguments)
