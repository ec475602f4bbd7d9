/// The output formats of `curvescope sample`.
enum SampleFormat: String, CaseIterable {
  /// `time_ms,progress,value,velocity`, full precision.
  case csv
  /// One object with the request and a `samples` array (`timeMs`, …), full precision.
  case json
  /// An aligned table rounded for reading (`--format text`, or its old name `table`).
  case table

  /// The format `--format` names.
  init(_ format: ReportFormat) {
    switch format {
    case .json: self = .json
    case .text: self = .table
    default: self = .csv
    }
  }
}
