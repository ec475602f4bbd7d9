import CCairo

/// Facts about the Cairo library this build links against.
public enum CairoLibrary {
  /// Cairo's version string, such as `1.16.0`.
  public static var version: String {
    String(cString: cairo_version_string())
  }
}
