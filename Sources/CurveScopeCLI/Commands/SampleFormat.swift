/// The output formats of `curvescope sample`.
enum SampleFormat: String, CaseIterable {
  /// `time_ms,progress,value,velocity`, full precision.
  case csv
  /// One object with the request and a `samples` array, full precision.
  case json
  /// An aligned table rounded for reading.
  case table
}
