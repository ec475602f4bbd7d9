/// How the `cli` target runs `gallery` on a small budget: always on the sandbox's curves folder;
/// usually into a folder under a file, so that everything up to drawing runs (arguments,
/// scenarios, name checks, the plan's analyses) and the run ends with exit 73; for one input in
/// ``CommandLineHarness/galleryDrawingShare`` (chosen by its bytes, so a saved input replays
/// alike) into a real folder, with small figures.
enum GalleryBudget {
  /// Whether the input `bytes` draws (FNV-1a of the bytes, modulo the share).
  static func draws(_ bytes: [UInt8]) -> Bool {
    Self.hash(bytes) % CommandLineHarness.galleryDrawingShare == 0
  }

  /// FNV-1a, 64 bits.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }

  /// The folder a drawing gallery writes into.
  static var drawingFolder: String { FuzzSandbox.shared.path + "/gallery-out" }

  /// `arguments` with `--curves` set to the sandbox's curves folder and `-o` set to a folder
  /// under a file (or, when `draws`, to ``drawingFolder`` with 200×200-pixel figures); the last
  /// value of an option wins, so these are appended.
  static func confine(_ arguments: [String], draws: Bool) -> [String] {
    let root = FuzzSandbox.shared.path
    var result = arguments.prefix { $0 != "--" }.map { $0 }
    result += ["--curves", root + "/curves"]
    if draws {
      result += ["-o", drawingFolder, "--size", "200x200", "--scale", "1"]
    } else {
      result += ["-o", root + "/scenario.json/gallery"]
    }
    return result
  }

  /// Removes what a drawing gallery wrote.
  static func cleanUp() {
    FuzzSandbox.remove(drawingFolder)
  }
}
