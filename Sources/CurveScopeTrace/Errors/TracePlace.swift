/// Where in a trace file a problem lies: a JSON frame by its index, or a CSV line by its number.
public enum TracePlace: Hashable, Sendable {
  /// `frames[index]` of a JSON trace (0-based).
  case frame(Int)
  /// Line `number` of a CSV trace (1-based, as editors count).
  case line(Int)

  /// `frames[3]`, `line 12`.
  public var text: String {
    switch self {
    case .frame(let index): "frames[\(index)]"
    case .line(let number): "line \(number)"
    }
  }

  /// `frames[3].keyboardTop`, `line 12, keyboard_top`.
  public func text(_ column: TraceColumn) -> String {
    switch self {
    case .frame(let index): "frames[\(index)].\(column.jsonKey)"
    case .line(let number): "line \(number), \(column.csvHeader)"
    }
  }
}
