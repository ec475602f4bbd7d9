/// A value of a recorded frame, named as each trace format spells it.
public enum TraceColumn: String, CaseIterable, Hashable, Sendable {
  /// The frame's time in milliseconds.
  case time
  /// The keyboard's top edge.
  case keyboardTop
  /// The bar's bottom edge.
  case barBottom

  /// The member of a JSON frame: `timeMs`, `keyboardTop`, `barBottom`.
  public var jsonKey: String {
    switch self {
    case .time: "timeMs"
    case .keyboardTop: "keyboardTop"
    case .barBottom: "barBottom"
    }
  }

  /// The CSV header: `time_ms`, `keyboard_top`, `bar_bottom`.
  public var csvHeader: String {
    switch self {
    case .time: "time_ms"
    case .keyboardTop: "keyboard_top"
    case .barBottom: "bar_bottom"
    }
  }
}
