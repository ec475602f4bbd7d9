/// A frame series with its measures: what a figure or a report shows.
public struct SyncMeasurement: Sendable {
  /// The frames measured.
  public var series: FrameSeries
  /// The measures.
  public var summary: SyncSummary
  /// The two half-travel crossings behind the lag; `nil` when the keyboard does not travel.
  public var halfTravel: HalfTravelCrossing?
}
