import Foundation

@testable import CurveScopeCLI

/// One in-process `gallery -o DIR --curves CURVES` run that several suites check, each for what
/// it is about, drawn once per test process (a gallery is the longest in-process run of these
/// tests). CURVES holds two scenarios of the repository (the default show, which also brings its
/// animation, and an instant input switch) and two traces with one base name (`chat.csv`,
/// `chat.json`); DIR holds a stale temporary of a killed run before the gallery starts. What the
/// run wrote is read back into memory and the folders removed at once.
struct SharedGallery: Sendable {
  /// The exit code and both streams.
  var code: ExitCode
  var out: String
  var err: String
  /// The folder the gallery wrote into (removed after reading; for the messages that name it).
  var output: String
  /// The `--curves` folder it read (removed after the run; for the messages that name it).
  var curves: String
  /// Every file left in DIR, by name, with its bytes.
  var files: [String: [UInt8]]

  /// The one run, made the first time a test asks for it.
  static let run: Result<SharedGallery, any Error> = Result { try SharedGallery() }

  /// The run, or the error that stopped it.
  static func get() throws -> SharedGallery { try run.get() }

  private init() throws {
    let scratch = try ScratchFolder("shared-gallery")
    let root = Repository.root + "/Curves/"
    curves = scratch.file("Curves")
    for folder in ["scenarios", "traces"] {
      try FileManager.default.createDirectory(
        atPath: curves + "/" + folder, withIntermediateDirectories: true)
    }
    for (source, target) in [
      ("scenarios/show-375x812-291.json", "scenarios/show-375x812-291.json"),
      ("scenarios/input-switch-instant.json", "scenarios/input-switch-instant.json"),
      ("traces/react-native-show.csv", "traces/chat.csv"),
      ("traces/ios-show-iphone15pro.json", "traces/chat.json"),
    ] {
      try FileManager.default.copyItem(atPath: root + source, toPath: curves + "/" + target)
    }
    output = scratch.file("out/figures")
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let stale = output + "/.comparison.png.tmp-2147483646-beef"
    guard FileManager.default.createFile(atPath: stale, contents: Data([1, 2])) else {
      throw CocoaError(.fileWriteUnknown)
    }
    let run = InProcessRun(["gallery", "-o", output, "--curves", curves])
    code = run.code
    out = run.out
    err = run.err
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: output) {
      files[name] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output + "/" + name)))
    }
    self.files = files
  }

  /// `index.md` as text (empty when the gallery wrote none).
  var index: String {
    files["index.md"].map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// The file names `index.md` links to (`![caption](name)` lines), in its order.
  var linked: [String] {
    index.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("!["), let open = line.lastIndex(of: "("), line.hasSuffix(")") else {
        return nil
      }
      return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
  }

  /// Whether `name` is a complete PNG: the signature, and the IEND chunk (with its CRC) at the
  /// very end.
  func isCompletePNG(_ name: String) -> Bool {
    guard let bytes = files[name] else { return false }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    return Array(bytes.prefix(8)) == signature && Array(bytes.suffix(12)) == end
  }

  /// Whether `name` is a complete GIF: a GIF89a header and the trailer byte.
  func isCompleteGIF(_ name: String) -> Bool {
    guard let bytes = files[name] else { return false }
    return bytes.prefix(6).elementsEqual("GIF89a".utf8) && bytes.last == 0x3B
  }
}
