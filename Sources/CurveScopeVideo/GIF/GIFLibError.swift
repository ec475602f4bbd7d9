public import CurveScopeSupport

/// giflib, as error messages name it.
public enum GIFLibrary: NativeLibrary {
  /// `giflib`.
  public static let name = "giflib"
}

/// A failure reported by giflib, with giflib's own text (`GifErrorString`) and its error code
/// (`E_GIF_ERR_*`, `D_GIF_ERR_*`).
public typealias GIFLibError = NativeLibraryError<GIFLibrary>
