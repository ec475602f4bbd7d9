import CGIF

/// Owns a giflib decoder (`GifFileType` opened by `DGifOpenFileName` and read whole by
/// `DGifSlurp`), closed in `deinit`.
final class GIFDecoderFile {
  let handle: UnsafeMutablePointer<GifFileType>

  /// Opens and reads a whole GIF.
  init(path: String) throws(GIFLibError) {
    var code: Int32 = 0
    guard let file = DGifOpenFileName(path, &code) else {
      throw GIFStatus.error(code, "open \(path)")
    }
    handle = file
    guard DGifSlurp(file) == GIF_OK else {
      throw GIFStatus.error(file.pointee.Error, "read \(path)")
    }
  }

  deinit {
    var code: Int32 = 0
    DGifCloseFile(handle, &code)
  }
}
