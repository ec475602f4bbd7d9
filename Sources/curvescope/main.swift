import CurveScopeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe is reported by write(2) as EPIPE, and becomes exit 73 with one error line.
signal(SIGPIPE, SIG_IGN)
// SIGINT, SIGTERM and SIGHUP remove the temporaries being written before the process ends.
CurveScopeTool.installSignalCleanup()
let closed = StandardStreams.claimClosedDescriptors()
let terminal = TerminalInfo.current()
let isTerminal = terminal.isErrorTerminal
let writeError = StandardStreams.writer(descriptor: 2, closed: closed.error)
let readInput: @Sendable (Int) throws -> [UInt8] = { limit in
  try StandardStreams.readInput(descriptor: 0, limit: limit, closed: closed.input)
}
let showProgress: @Sendable (String) -> Void = { line in
  try? writeError("\r\u{1B}[K" + line)
}
var io = CommandIO(
  readStandardInput: readInput,
  isErrorTerminal: isTerminal,
  progress: isTerminal ? showProgress : nil,
  writeStandardOutput: StandardStreams.writer(descriptor: 1, closed: closed.output),
  terminal: terminal
)
let exitCode = CurveScopeTool.run(StandardStreams.arguments(), io: &io)
// Standard error is the last resort: a failure to write it cannot be reported anywhere.
try? writeError(io.standardError)
exit(exitCode.rawValue)
