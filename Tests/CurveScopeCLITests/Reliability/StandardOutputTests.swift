import CurveScope
import Foundation
import Synchronization
import Testing

@testable import CurveScopeCLI

/// Standard output that fails, and output that streams: exit 73 at the first failed write, and
/// memory bounded by a chunk, not by the rows.
@Suite("Reliability: standard output failures and streaming")
struct StandardOutputTests {
  /// A standard output that records what it is given and fails from call `failAt` on.
  final class RecordingOutput: Sendable {
    let chunks = Mutex<[String]>([])
    let calls = Atomic<Int>(0)
    let failAt: Int?
    let cause: StandardOutputError.Cause

    init(failAt: Int? = nil, cause: StandardOutputError.Cause = .brokenPipe) {
      self.failAt = failAt
      self.cause = cause
    }

    var writer: @Sendable (String) throws -> Void {
      { text in
        let call = self.calls.add(1, ordering: .relaxed).newValue
        if let failAt = self.failAt, call >= failAt { throw StandardOutputError(self.cause) }
        self.chunks.withLock { $0.append(text) }
      }
    }

    var text: String { chunks.withLock { $0.joined() } }
  }

  @Test("decode to /dev/full: exit 73, one error line", arguments: [["decode", "7"], ["compare"]])
  func deviceFull(arguments: [String]) throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let run = InProcessRun(arguments, writer: StandardStreams.writer(descriptor: descriptor))
    run.expectError(
      .cannotCreate, "error: standard output — cannot be written: no space left on the device")
  }

  @Test("a closed standard output is exit 73 naming it")
  func closedOutput() {
    let run = InProcessRun(
      ["decode", "7"], writer: StandardStreams.writer(descriptor: 1, closed: true))
    run.expectError(.cannotCreate, "error: standard output — is closed")
  }

  @Test(
    "a write error's errno gives its cause",
    arguments: [
      (EPIPE, StandardOutputError.Cause.brokenPipe), (ENOSPC, .noSpace), (EBADF, .closed),
    ])
  func causes(code: Int32, cause: StandardOutputError.Cause) {
    #expect(StandardStreams.cause(code) == cause)
  }

  @Test(
    "long outputs stream in chunks of about 64 KiB, the same text as when buffered",
    arguments: [
      ["sample", "linear", "--fps", "1000", "--duration", "60"],
      [
        "sample", "keyboard", "--fps", "1000", "--duration", "0.3", "--force-duration", "--format",
        "json",
      ],
      ["sample", "ease-in", "--fps", "1000", "--duration", "30", "--format", "table"],
      [
        "sweep", "--keyboard-height", "0,50,100,150,200,250,300,350,400,450,500", "--fps",
        "30,60,90,120",
      ],
      [
        "sweep", "--keyboard-height", "0,50,100,150,200,250,300,350,400,450,500", "--format",
        "json",
      ],
      [
        "sweep", "--keyboard-height", "0,50,100,150,200,250,300,350,400,450,500", "--format",
        "table",
      ],
    ])
  func streams(arguments: [String]) {
    let buffered = InProcessRun(arguments)
    #expect(buffered.code == .success, "\(buffered.err)")
    let output = RecordingOutput()
    let streamed = InProcessRun(arguments, writer: output.writer)
    #expect(streamed.code == .success, "\(streamed.err)")
    #expect(streamed.out.isEmpty)
    #expect(output.text == buffered.out)
    let sizes = output.chunks.withLock { $0.map(\.utf8.count) }
    // Every chunk but the last is written as soon as it passes 64 KiB: by less than one row.
    #expect(
      sizes.dropLast().allSatisfy {
        $0 >= CommandIO.streamingChunk && $0 < CommandIO.streamingChunk + 4096
      }, "\(sizes)")
    if buffered.out.utf8.count > 4 * CommandIO.streamingChunk { #expect(sizes.count > 4) }
  }

  @Test(
    "a write that fails mid-stream stops the command at once: exit 73, no further write",
    arguments: [
      ["sample", "linear", "--fps", "1000", "--duration", "999", "--format", "json"],
      ["sample", "linear", "--fps", "1000", "--duration", "999", "--format", "table"],
      [
        "sweep", "--keyboard-height",
        "0,10,20,30,40,50,60,70,80,90,100,110,120,130,140,150,160,170,180,190,200,210,220,230,240,250,260,270,280,290,300",
        "--fps", "30,60,90,120,240",
      ],
    ])
  func stopsAtFirstFailedWrite(arguments: [String]) {
    let output = RecordingOutput(failAt: 2)
    let run = InProcessRun(arguments, writer: output.writer)
    #expect(run.code == .cannotCreate)
    #expect(
      run.errorLines == [
        "error: standard output — the reader closed the pipe (broken pipe); output stopped"
      ])
    #expect(output.calls.load(ordering: .relaxed) == 2)
    #expect(output.text.utf8.count < 2 * CommandIO.streamingChunk)
  }

  @Test("an error found before streaming leaves standard output untouched")
  func errorsBeforeTheFirstByte() throws {
    let scratch = try ScratchFolder()
    let strategy = try scratch.write(
      "undamped.json",
      #"{"name": "undamped", "curve": "spring(mass: 1, stiffness: 100, damping: 0)"}"#)
    let output = RecordingOutput()
    let run = InProcessRun(
      ["sweep", "--strategy", "all", "--strategy", strategy, "--format", "json"],
      writer: output.writer)
    run.expectError(
      .dataError, "error: \(strategy) — sweep cell undamped × 216 pt × 60 Hz × 0.25 s")
    #expect(output.calls.load(ordering: .relaxed) == 0)
  }

  @Test("sweep rows streamed in blocks are the rows of one whole run, in order")
  func sweepBlocksMatchRun() throws {
    let sweep = SyncSweep(
      strategies: InputBarStrategy.presets, keyboardHeights: [0, 216, 291, 336, 812],
      frameRates: [.hz60, .hz120, try FrameRate(hertz: 1000)], durations: [0, 0.25, 0.4])
    let whole = try sweep.run()
    let prepared = try sweep.prepared()
    #expect(prepared.count == whole.count)
    var blocks: [SyncSweep.Row] = []
    var start = 0
    while start < prepared.count {
      blocks += try prepared.rows(in: start..<(start + 17), threads: 2)
      start += 17
    }
    #expect(blocks == whole)
  }
}
