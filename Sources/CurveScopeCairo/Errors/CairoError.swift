public import CurveScopeSupport

/// A failure reported by Cairo, with Cairo's own message (`cairo_status_to_string`) and its
/// status code (`cairo_status_t`; −1 where Cairo returned no object).
public typealias CairoError = NativeLibraryError<CairoLibrary>
