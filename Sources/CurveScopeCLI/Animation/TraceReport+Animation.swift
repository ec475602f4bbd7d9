import CurveScopeMeasure

extension TraceReport {
  /// What an animation of the trace shows: the recording, and beside it the model it moves like.
  var animated: [SyncMeasurement] { [measurement] + (modelMeasurement.map { [$0] } ?? []) }
}
