/// The output formats of `curvescope sample`.
enum SampleFormat: String, CaseIterable, ExpressibleByArgument {
  /// `time_ms,progress,value,velocity`, full precision.
  case csv
  /// One object with the request and a `samples` array, full precision.
  case json
  /// An aligned table rounded for reading.
  case table

  init(argument: String) throws {
    guard let format = SampleFormat(rawValue: argument.trimmingWhitespace().lowercased()) else {
      throw ArgumentValueError("unknown format; expected csv, json or table")
    }
    self = format
  }
}
