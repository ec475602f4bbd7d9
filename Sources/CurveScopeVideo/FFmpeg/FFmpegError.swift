public import CurveScopeSupport

/// FFmpeg's libraries (libavformat, libavcodec, libavutil, libswscale), as error messages name
/// them.
public enum FFmpegLibrary: NativeLibrary {
  /// `FFmpeg`.
  public static let name = "FFmpeg"
}

/// A failure reported by one of FFmpeg's libraries, with FFmpeg's own text (`av_strerror`) and
/// its status code (a negative `AVERROR` value).
public typealias FFmpegError = NativeLibraryError<FFmpegLibrary>
