extension SyncAnalysis {
  /// When the keyboard and the bar pass the middle of the keyboard's first travel.
  public struct HalfTravelCrossing: Hashable, Sendable {
    /// The keyboard's half-travel level: the midpoint of ``SyncAnalysis/firstTravel``, in
    /// screen points.
    public var keyboardLevel: Double
    /// The bar's level: `keyboardLevel − margin`, in screen points.
    public var barLevel: Double
    /// When the keyboard's top edge reaches its level, in ms; `nil` if it never does.
    public var keyboardMilliseconds: Double?
    /// When the bar's bottom edge reaches its level, in ms; `nil` if it never does.
    public var barMilliseconds: Double?
  }

  /// The two crossings behind ``SyncSummary/lagAtHalfTravelMilliseconds`` (lag = bar −
  /// keyboard), found exactly as the summary finds them: the first frame at or past the level in
  /// the travel's direction, interpolated linearly with the frame before; `nil` when the keyboard
  /// does not travel.
  ///
  /// Complexity: O(frames × running animations).
  public func halfTravelCrossing() -> HalfTravelCrossing? {
    guard let travel = firstTravel else { return nil }
    let half = (travel.from + travel.to) / 2
    let direction = travel.to > travel.from ? 1.0 : -1.0
    var keyboardCrossing = CrossingDetector(level: half, direction: direction)
    var barCrossing = CrossingDetector(level: half - strategy.margin, direction: direction)
    for index in 0..<frameCount where keyboardCrossing.time == nil || barCrossing.time == nil {
      let time = clock.time(ofFrame: index)
      keyboardCrossing.observe(keyboardTop(atFrame: index), at: time)
      barCrossing.observe(barBottom(atFrame: index), at: time)
    }
    return HalfTravelCrossing(
      keyboardLevel: half, barLevel: half - strategy.margin,
      keyboardMilliseconds: keyboardCrossing.time.map { $0 * 1000 },
      barMilliseconds: barCrossing.time.map { $0 * 1000 })
  }
}
