public import CurveScopeNotifications

/// A move of the keyboard's top edge, from one screen y to another (points, y downward).
public struct KeyboardTravel: Hashable, Sendable {
  /// Where the keyboard's top edge starts.
  public var from: Double
  /// Where it goes.
  public var to: Double

  /// Creates a travel.
  public init(from: Double, to: Double) {
    self.from = from
    self.to = to
  }

  /// The midpoint, the level at which the lag is measured.
  public var half: Double { (from + to) / 2 }

  /// +1 when the keyboard moves down the screen (hides), −1 when it rises (shows).
  public var direction: Double { to > from ? 1 : -1 }

  /// The keyboard's first travel in `events`: from the first event's begin frame to the end
  /// frame of the first will-notification that moves it; `nil` when none does.
  public static func first(in events: [KeyboardEvent]) -> KeyboardTravel? {
    guard let start = events.first?.frameBegin.minY else { return nil }
    for event in events where event.kind.isBeforeAnimation && event.frameEnd.minY != start {
      return KeyboardTravel(from: start, to: event.frameEnd.minY)
    }
    return nil
  }
}
