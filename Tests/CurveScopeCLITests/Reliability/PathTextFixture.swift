import CurveScopeSupport
import Foundation
import Testing

@testable import CurveScopeCLI

/// File names that are not UTF-8, made and read through `PathText`.
enum PathTextFixture {
  /// `\xff x \xfe` then `suffix`, as `PathText` carries it.
  static func invalidName(_ suffix: String) -> String {
    PathText.decode([0xFF, 0x78, 0xFE] + Array(suffix.utf8))
  }

  /// Creates the file `path` (bytes through `PathText`) holding `contents`.
  static func create(_ path: String, contents: String) throws {
    let descriptor = PathText.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var text = contents
    let written = text.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
    #expect(written == contents.utf8.count)
  }

  /// The raw names in `folder`, as bytes.
  static func rawNames(in folder: String) -> [[UInt8]] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
    }
    return names
  }
}
