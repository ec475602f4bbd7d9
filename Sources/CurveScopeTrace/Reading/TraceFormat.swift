/// How a trace file is written: the recorder's JSON object, or the CSV table the console
/// recorders print.
public enum TraceFormat: String, Sendable, Hashable, CaseIterable {
  /// A JSON object (``Trace/init(json:fallbackName:)``).
  case json
  /// A CSV table with `#` settings (``Trace/init(csv:name:screenHeight:screenWidth:safeAreaBottom:margin:)``).
  case csv

  /// The format of `bytes` read from `path`: JSON when the path ends in `.json` (in any case) or
  /// the first byte that is neither white space nor part of a UTF-8 byte-order mark is `{`; CSV
  /// otherwise. A `path` of `nil` (standard input) decides by content alone.
  public init(bytes: some Collection<UInt8>, path: String?) {
    let first = bytes.first {
      $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB
        && $0 != 0xBF
    }
    let named = path?.lowercased().hasSuffix(".json") ?? false
    self = named || first == UInt8(ascii: "{") ? .json : .csv
  }
}

extension Trace {
  /// Reads a trace in whichever ``TraceFormat`` `bytes` are written in.
  /// - Parameters:
  ///   - bytes: the file's content.
  ///   - path: the file's path, whose `.json` extension decides as the content does; `nil` for
  ///     standard input.
  ///   - name: the trace's name when the file gives none.
  ///   - screenHeight: a CSV trace's screen height (a JSON trace's comes from `screen.height`).
  /// - Throws: what ``init(json:fallbackName:)`` or
  ///   ``init(csv:name:screenHeight:screenWidth:safeAreaBottom:margin:)`` throws.
  public init(
    bytes: some Collection<UInt8>, path: String?, name: String, screenHeight: Double? = nil
  ) throws {
    switch TraceFormat(bytes: bytes, path: path) {
    case .json: try self.init(json: bytes, fallbackName: name)
    case .csv: try self.init(csv: bytes, name: name, screenHeight: screenHeight)
    }
  }
}
