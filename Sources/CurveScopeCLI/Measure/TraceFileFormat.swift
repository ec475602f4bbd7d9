/// The format `measure --trace-out` writes, from the file's extension.
enum TraceFileFormat: String, CaseIterable {
  /// A JSON trace file (the Traces article).
  case json
  /// A CSV trace: `time_ms,keyboard_top,bar_bottom`.
  case csv
}
