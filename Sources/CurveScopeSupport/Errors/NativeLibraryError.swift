/// A C library whose failures CurveScope reports with the library's own text (FFmpeg, giflib,
/// Cairo): the name its messages start with.
public protocol NativeLibrary: Sendable {
  /// The library's name as users know it (`FFmpeg`, `giflib`, `Cairo`).
  static var name: String { get }
}

/// A failure reported by a C library, with the library's own description of its status code:
/// one shape for every library CurveScope links, each owning module naming its own
/// (`FFmpegError`, `GIFLibError`, `CairoError`).
///
/// ```swift
/// enum Zlib: NativeLibrary { static let name = "zlib" }
/// let error = NativeLibraryError<Zlib>(operation: "inflate", code: -3, message: "data error")
/// error.description  // "zlib inflate — data error"
/// ```
public struct NativeLibraryError<Library: NativeLibrary>: CurveScopeError, Equatable {
  /// What was being done (`open input`, `write image`, `create image surface`).
  public var operation: String
  /// The library's status code, for logs (an `AVERROR`, a giflib `E_GIF_ERR_*`, a
  /// `cairo_status_t`; −1 where the library returned no object and no status).
  public var code: Int
  /// The library's description of the status, such as "Invalid data found when processing
  /// input".
  public var message: String

  /// Creates the error.
  public init(operation: String, code: Int, message: String) {
    self.operation = operation
    self.code = code
    self.message = message
  }

  /// `<library> <operation>`.
  public var subject: String { "\(Library.name) \(operation)" }
  /// The library's message.
  public var problem: String { message }
}
