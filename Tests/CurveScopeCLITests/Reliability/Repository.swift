import Foundation

/// The repository root, where `Curves/` is.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
}
