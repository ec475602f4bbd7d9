import CurveScopeChart
import CurveScopeOutput
import CurveScopePlot
import CurveScopeSupport
import CurveScopeTestSupport
import Foundation
import Testing

private struct Interrupted: Error {}

@Suite("Atomic figure output")
struct AtomicWriteTests {
  struct FailureCase: CustomTestStringConvertible, Sendable {
    var name: String
    var path: @Sendable (String) -> String
    /// Whether the cause is the expected one (the folder is the test's folder).
    var expected: @Sendable (FigureOutputError.Cause, String) -> Bool
    var testDescription: String { name }
  }

  static let failures: [FailureCase] = [
    FailureCase(
      name: "missing folder", path: { $0 + "/missing/chart.png" },
      expected: {
        if case .system(.create, let object, _) = $0 { object == $1 + "/missing" } else { false }
      }),
    FailureCase(
      name: "parent is a file", path: { $0 + "/file.txt/chart.png" },
      expected: {
        if case .system(.create, let object, _) = $0 { object == $1 + "/file.txt" } else { false }
      }),
    FailureCase(
      name: "path is a folder", path: { $0 + "/sub.png" },
      expected: { cause, _ in cause == .isFolder }
    ),
    FailureCase(
      name: "unwritable /proc", path: { _ in "/proc/curvescope-chart.png" },
      expected: {
        cause, _ in if case .system(.create, "/proc", _) = cause { true } else { false }
      }),
    FailureCase(
      name: "disk full (/dev/full)", path: { _ in "/dev/full" },
      expected: {
        cause, _ in
        if case .system(.write, nil, let message) = cause {
          message.contains("No space left on device")
        } else {
          false
        }
      }),
  ]

  @Test(
    "write failures are FigureOutputErrors naming the path and leave no file", arguments: failures)
  func failure(_ testCase: FailureCase) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    _ = FileManager.default.createFile(atPath: folder.path + "/file.txt", contents: Data("x".utf8))
    try FileManager.default.createDirectory(
      atPath: folder.path + "/sub.png", withIntermediateDirectories: false)
    let before = try folder.contents()
    let path = testCase.path(folder.path)
    let error = #expect(throws: FigureOutputError.self) {
      try KnownPixels.figure().write(to: path, format: .png)
    }
    #expect(error?.path == path)
    #expect(
      error.map { testCase.expected($0.cause, folder.path) } == true, "\(String(describing: error))"
    )
    #expect(try folder.contents() == before)
    #expect(!FileManager.default.fileExists(atPath: "/proc/curvescope-chart.png"))
  }

  @Test("SVG and PDF streamed into /dev/full fail with the sink's error, not Cairo's")
  func vectorDiskFull() {
    for format in [OutputFormat.svg, .pdf] {
      #expect(throws: FigureOutputError.self) {
        try KnownPixels.figure().write(to: "/dev/full", format: format)
      }
    }
  }

  @Test(
    "a renderer that throws midway leaves no file and no temporary",
    arguments: OutputFormat.allCases)
  func interruptedDrawing(format: OutputFormat) throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = folder.path + "/chart." + format.rawValue
    #expect(throws: Interrupted.self) {
      try FigureWriter.write(to: path) { renderer, _, canvas in
        for index in 0..<200 {
          try renderer.fillRect(
            Rect(x: Double(index), y: 0, width: canvas.width / 2, height: canvas.height / 2),
            color: .okabeItoBlue)
          try renderer.drawText(
            "text \(index)", at: Point(x: 10, y: 10), style: TextStyle(size: 12))
        }
        throw Interrupted()
      }
    }
    #expect(try folder.contents() == [])
  }

  @Test("an interrupted rewrite keeps the previous complete file")
  func keepsPrevious() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = folder.path + "/chart.pdf"
    try KnownPixels.figure().write(to: path)
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: Interrupted.self) {
      try AtomicFileWriter.write(to: path) { sink in
        try [UInt8](repeating: 0x41, count: 1 << 20).withUnsafeBytes { try sink.write($0) }
        throw Interrupted()
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
    #expect(try folder.contents() == ["chart.pdf"])
  }

  @Test("the temporary is hidden, in the same folder, and named after the file")
  func temporaryName() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let path = folder.path + "/chart.png"
    var seen: [String] = []
    try AtomicFileWriter.write(to: path) { sink in
      seen = try folder.contents()
      try [UInt8]([1, 2, 3]).withUnsafeBytes { try sink.write($0) }
    }
    #expect(seen.count == 1)
    #expect(
      seen.first?.hasPrefix(".chart.png.tmp-\(ProcessInfo.processInfo.processIdentifier)-") == true)
    #expect(try folder.contents() == ["chart.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([1, 2, 3]))
  }

  @Test("unknown extensions are OutputFormatErrors before anything is written")
  func unknownExtension() throws {
    let folder = try TestFolder()
    defer { folder.remove() }
    let error = #expect(throws: OutputFormatError.self) {
      try KnownPixels.figure().write(to: folder.path + "/chart.jpg")
    }
    #expect(error?.problem == "unsupported extension '.jpg'; use .png, .svg or .pdf")
    #expect(throws: OutputFormatError.self) { try OutputFormat(path: "chart") }
    #expect(throws: OutputFormatError.self) { try OutputFormat(path: "dir.png/.hidden") }
    #expect(try OutputFormat(path: "a/b.PDF") == .pdf)
    #expect(try folder.contents() == [])
  }
}
