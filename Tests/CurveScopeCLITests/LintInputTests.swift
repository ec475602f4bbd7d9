import Foundation
import Testing

@testable import CurveScopeCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `lint` does with awkward inputs: empty lists in options, odd line endings, paths the
/// system cannot take, bytes that are not UTF-8 in names, folders with nothing to lint.
@Suite("lint inputs")
struct LintInputTests {
  @Test("--fail-on '' or ',' is a usage error (an unset CI variable must not disable the gate)")
  func emptyFailOn() throws {
    let folder = try SourceFolder(["B.swift": reportedDuration])
    for value in ["", ",", "error,", " "] {
      let result = runTool("lint", folder.path, "--fail-on", value)
      #expect(result.code == 64, "'\(value)'")
      #expect(result.err.hasPrefix("error: --fail-on"))
    }
  }

  @Test("CR-only line endings give the same lines as LF")
  func carriageReturns() throws {
    let crOnly = reportedDuration.replacingOccurrences(of: "\n", with: "\r")
    let crlf = reportedDuration.replacingOccurrences(of: "\n", with: "\r\n")
    let folder = try SourceFolder([
      "LF.swift": reportedDuration, "CR.swift": crOnly, "CRLF.swift": crlf,
    ])
    let lines = ["LF.swift", "CR.swift", "CRLF.swift"].map { name in
      runTool("lint", folder.file(name), "--format", "xcode").out.split(separator: ":").dropFirst()
        .prefix(2).joined(separator: ":")
    }
    #expect(lines == ["9:12", "9:12", "9:12"])
  }

  @Test("an empty folder exits 66 and a folder whose files are all skipped 65, each with a message")
  func nothingToLint() throws {
    let empty = try SourceFolder(["README.md": "nothing"])
    let none = runTool("lint", empty.path)
    #expect(none.code == 66)
    #expect(none.err.contains("is a folder with no Swift or Objective-C source"))
    let skipped = try SourceFolder(["A.swift": ""])
    try Data([0x2F, 0x2F, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: skipped.file("A.swift")))
    let result = runTool("lint", skipped.path)
    #expect(result.code == 65)
    #expect(result.err.contains("every file was skipped"))
  }

  @Test("standard input is named one way in notes, and <stdin> in findings")
  func standardInputName() {
    var io = CommandIO(readStandardInput: { _ in [0x2F, 0x2F, 0xFF, 0x0A] })
    let exit = CurveScopeTool.run(["lint", "-"], io: &io)
    #expect(exit.rawValue == 65)
    #expect(io.standardError.contains("note: standard input — skipped: not UTF-8 (byte 2)"))
    #expect(!io.standardError.contains("note: - ") && !io.standardError.contains("<stdin> —"))
  }

  @Test("a byte that is not UTF-8 in a path: escaped in text and JSON, percent-encoded in SARIF")
  func nonUTF8Path() throws {
    let folder = try SourceFolder(["A.swift": reportedDuration])
    let name = Array((folder.path + "/B").utf8) + [0xFF] + Array(".swift".utf8)
    let descriptor = name.withUnsafeBufferPointer { buffer -> Int32 in
      var bytes = Array(buffer).map { CChar(bitPattern: $0) }
      bytes.append(0)
      return open(bytes, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    #expect(descriptor >= 0)
    let source = Array(reportedDuration.utf8)
    _ = source.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    let text = runTool("lint", folder.path, "--format", "xcode")
    #expect(text.out.contains("/B\\xff.swift:9:12: error:"), "\(text.out)")
    let json = runTool("lint", folder.path, "--format", "json")
    #expect(json.out.contains("B\\\\xff.swift"))
    let sarif = runTool("lint", folder.path, "--format", "sarif")
    #expect(sarif.out.contains("B%FF.swift"))
    #expect(!sarif.out.contains("\u{10FFFF}"))
  }

  @Test("a source deeper than PATH_MAX is reported, not silently skipped")
  func pathTooLong() throws {
    let folder = try SourceFolder(["A.swift": reportedDuration])
    // Build the chain with *at calls: the full path is longer than the system takes.
    let component = String(repeating: "d", count: 250)
    var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
    #expect(descriptor >= 0)
    var depth = 0
    while depth < 18 {
      #expect(mkdirat(descriptor, component, 0o755) == 0)
      let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
      depth += 1
    }
    let file = openat(descriptor, "Deep.swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let source = Array(reportedDuration.utf8)
    _ = source.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    close(descriptor)
    defer { removeChain(folder.path, component: component, depth: depth, file: "Deep.swift") }
    let result = runTool("lint", folder.path, "--format", "xcode")
    #expect(result.err.contains("skipped"), "\(result.err.suffix(300))")
    #expect(result.err.contains("too long"), "\(result.err.suffix(300))")
    #expect(result.out.contains("A.swift:9:12: error:"))
  }

  /// Removes the chain `pathTooLong` made, with *at calls.
  private func removeChain(_ root: String, component: String, depth: Int, file: String) {
    var descriptors = [open(root, O_RDONLY | O_DIRECTORY)]
    for _ in 0..<depth {
      descriptors.append(
        openat(descriptors[descriptors.count - 1], component, O_RDONLY | O_DIRECTORY))
    }
    unlinkat(descriptors[descriptors.count - 1], file, 0)
    for level in stride(from: depth, to: 0, by: -1) {
      close(descriptors[level])
      unlinkat(descriptors[level - 1], component, AT_REMOVEDIR)
    }
    close(descriptors[0])
  }
}
