import CurveScopeDetection

/// The checks both writers (``VideoWriter``, ``GIFWriter``) make on a frame before encoding it:
/// the writer's size, and a time that is a number of milliseconds within a day.
enum FrameAdmission {
  /// The latest frame time a writer takes, in milliseconds (one day).
  static let maximumMilliseconds = 86_400_000.0

  /// Throws unless `image` is `width`×`height`; `container` names the file kind in the message
  /// (`video`, `GIF`).
  static func checkSize(
    _ image: PixelImage, index: Int, width: Int, height: Int, container: String, path: String
  ) throws(VideoWriteError) {
    guard image.width == width, image.height == height else {
      throw VideoWriteError(
        path: path,
        cause: .invalidFrame(
          index: index,
          detail: "is \(image.width)×\(image.height); the \(container) is \(width)×\(height)"))
    }
  }

  /// Throws unless `milliseconds` is finite and in 0…``maximumMilliseconds``.
  static func checkTime(_ milliseconds: Double, index: Int, path: String) throws(VideoWriteError) {
    guard milliseconds.isFinite, milliseconds >= 0, milliseconds <= maximumMilliseconds else {
      throw VideoWriteError(
        path: path,
        cause: .invalidFrame(
          index: index, detail: "time \(milliseconds) ms is not a number of ms in 0…86400000"))
    }
  }
}
