import Foundation

/// Whether a figure file on disk is complete, judged by its format's own framing.
enum FigureFileCheck {
  /// A reason the file at `url` is incomplete, or `nil` when it is complete.
  ///
  /// PNG: the signature, then chunks whose lengths add up exactly to the file, ending with IEND.
  /// SVG: starts with `<?xml` or `<svg` and ends with `</svg>`. PDF: `%PDF-` and a final `%%EOF`.
  static func problem(with url: URL) -> String? {
    guard let data = try? Data(contentsOf: url) else { return "unreadable" }
    let bytes = [UInt8](data)
    switch url.pathExtension {
    case "png": return pngProblem(bytes)
    case "svg":
      let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return (text.hasPrefix("<?xml") || text.hasPrefix("<svg")) && text.hasSuffix("</svg>")
        ? nil : "SVG not closed"
    case "pdf":
      let text = String(decoding: bytes, as: UTF8.self)
      return text.hasPrefix("%PDF-")
        && text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF")
        ? nil : "PDF without header or trailer"
    default: return nil
    }
  }

  private static func pngProblem(_ bytes: [UInt8]) -> String? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return "no PNG signature" }
    var offset = 8
    var last = ""
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      last = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      offset += 12 + length
    }
    guard offset == bytes.count else { return "chunks do not fill the file" }
    return last == "IEND" ? nil : "last chunk is \(last), not IEND"
  }

  /// Every figure in `folder` (not hidden) with what is wrong with it.
  static func incompleteFigures(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        !$0.hasPrefix(".") && ["png", "svg", "pdf"].contains(($0 as NSString).pathExtension)
      }
      .compactMap { name in
        problem(with: folder.appendingPathComponent(name)).map { "\(name): \($0)" }
      }
  }

  /// The hidden temporaries in `folder`.
  static func temporaries(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix(".") && $0.contains(".tmp-")
    }
  }
}
