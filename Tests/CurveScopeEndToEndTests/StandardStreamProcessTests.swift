import Foundation
import Testing

/// Standard streams that fail or are not what they seem, as a process sees them.
@Suite("Process: standard streams", .serialized)
struct StandardStreamProcessTests {
  @Test(
    "stdout on /dev/full: exit 73, one error line",
    arguments: [["decode", "7"], ["parse", "Curves/dumps/objc-iphone-x-show.txt"]])
  func deviceFull(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try StreamProcess.run(arguments, standardOutput: full)
    #expect(run.status == 73)
    #expect(
      run.errorLines == ["error: standard output — cannot be written: no space left on the device"])
    #expect(run.stderr.split(separator: "\n").count == 1)
  }

  @Test("a closed stdout (>&-): exit 73, one error line; no file gets descriptor 1")
  func closedOutput() throws {
    let run = try StreamProcess.run(["decode", "7"], shellScript: #"exec "$0" "$@" >&-"#)
    #expect(run.status == 73)
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasPrefix("error: standard output — is closed") == true)
    let scratch = try ToolProcess.temporaryFolder("closed")
    defer { try? FileManager.default.removeItem(at: scratch) }
    // With stdout closed, the figure's file must not receive the table through descriptor 1.
    let figure = scratch.appendingPathComponent("f.svg").path
    let drawn = try StreamProcess.run(
      ["compare", "-o", figure], shellScript: #"exec "$0" "$@" >&-"#)
    #expect(drawn.status == 73)
    let text = try String(contentsOfFile: figure, encoding: .utf8)
    #expect(text.hasSuffix("</svg>\n") || text.hasSuffix("</svg>"))
    #expect(!text.contains("strategy"))
  }

  @Test("a closed stdin (<&-) read as - is exit 66")
  func closedInput() throws {
    let run = try StreamProcess.run(["parse", "-"], shellScript: #"exec "$0" "$@" <&-"#)
    #expect(run.status == 66)
    #expect(run.errorLines == ["error: standard input — is closed"])
  }

  @Test("a folder on stdin (parse - < /tmp) is exit 66")
  func folderOnInput() throws {
    let folder = try ToolProcess.temporaryFolder("stdin-folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try #require(FileHandle(forReadingAtPath: folder.path))
    let run = try StreamProcess.run(["parse", "-"], standardInput: input)
    #expect(run.status == 66)
    #expect(run.errorLines == ["error: standard input — is a folder, not a file"])
  }

  @Test(
    "a pipe closed by its reader (| head -c 10) stops the work at once: exit 73, one line",
    // Outputs of megabytes, far past a pipe's buffer (64 KiB), and small enough that the whole
    // run they are timed against takes seconds in a debug build, not a minute.
    arguments: [
      ["sample", "linear", "--fps", "1000", "--duration", "250", "--format", "json"],
      [
        "sweep", "--keyboard-height",
        Array(stride(from: 0, through: 800, by: 40)).map(String.init).joined(separator: ","),
        "--fps", "30,60,90,120,240,1000", "--duration", "0,0.1,0.25,0.5", "--format", "json",
      ],
    ])
  func brokenPipe(arguments: [String]) throws {
    // Bash reports the status of the tool, not of head, through PIPESTATUS.
    let script = #""$0" "$@" | head -c 10 > /dev/null; exit "${PIPESTATUS[0]}""#
    let full = try StreamProcess.run(
      arguments, standardOutput: FileHandle(forWritingAtPath: "/dev/null"))
    #expect(full.status == 0)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, ToolProcess.executable.path] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let finished = StreamProcess.waitForExit(process, timeout: 60)
    let seconds = Date().timeIntervalSince(start)
    let stderr = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(finished)
    #expect(process.terminationStatus == 73, "\(stderr)")
    #expect(
      stderr
        == "error: standard output — the reader closed the pipe (broken pipe); output stopped\n")
    // Stopped at once: `sample` computes nothing before its first row, so it ends in a small
    // part of a whole run. (`sweep` first sets up every cell, a fixed share of a run; that it
    // stops at the first failed write is pinned in-process by StandardOutputTests.)
    if arguments[0] == "sample" {
      #expect(
        seconds < full.seconds / 4, "broken pipe after \(seconds) s, whole run \(full.seconds) s")
    }
  }

  @Test("-o /dev/stdout into a pipe writes the figure in place, then the table")
  func figureToStandardOutput() throws {
    let process = Process()
    process.executableURL = ToolProcess.executable
    process.arguments = [
      "compare", "--strategy", "curve-shift", "-o", "/dev/stdout", "--figure-format", "svg",
    ]
    process.currentDirectoryURL = ToolProcess.packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = String(decoding: data, as: UTF8.self)
    let end = try #require(text.range(of: "</svg>"))
    #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"))
    #expect(text[end.upperBound...].contains("curve-shift  in sync"))
  }

  @Test("a path that is not UTF-8 is opened as typed and shown escaped")
  func nonUTF8Argument() throws {
    let folder = try ToolProcess.temporaryFolder("bytes")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script =
      #"cd "$1" && cp "$2" "$(printf 'd\377.txt')" && exec "$0" parse "$(printf 'd\377.txt')""#
    let dump = ToolProcess.packageRoot.appendingPathComponent("Curves/dumps/objc-iphone-x-show.txt")
    let run = try StreamProcess.run([folder.path, dump.path], shellScript: script)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("3 keyboard notifications\n"))
    let missing = try StreamProcess.run(
      [], shellScript: #"exec "$0" parse "$(printf 'no\377.txt')""#)
    #expect(missing.status == 66)
    #expect(missing.errorLines == [#"error: no\xff.txt — no such file or directory"#])
  }
}
