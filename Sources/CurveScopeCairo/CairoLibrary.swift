import CCairo
public import CurveScopeSupport

/// Facts about the Cairo library this build links against, and its name in error messages.
public enum CairoLibrary: NativeLibrary {
  /// `Cairo`.
  public static let name = "Cairo"

  /// Cairo's version string, such as `1.16.0`.
  public static var version: String {
    String(cString: cairo_version_string())
  }
}
