public import CurveScopeChart
public import CurveScopeSupport

/// A renderer that stores every primitive call, for tests and debugging.
public final class RecordingRenderer: Renderer {
  /// One recorded call.
  public enum Call: Sendable, Equatable {
    /// `save()`.
    case save
    /// `restore()`.
    case restore
    /// `pushClip(_:)`.
    case pushClip(Rect)
    /// `popClip()`.
    case popClip
    /// `fill(_:color:)`.
    case fill(Path, Color)
    /// `stroke(_:style:)`.
    case stroke(Path, LineStyle)
    /// `fillRect(_:color:)`.
    case fillRect(Rect, Color)
    /// `drawText(_:at:style:)`.
    case text(String, Point, TextStyle)
  }

  /// The calls so far, in order.
  public private(set) var calls: [Call] = []

  /// Creates an empty recorder.
  public init() {}

  /// Records `save()`.
  public func save() { calls.append(.save) }
  /// Records `restore()`.
  public func restore() { calls.append(.restore) }
  /// Records `pushClip(_:)`.
  public func pushClip(_ rect: Rect) { calls.append(.pushClip(rect)) }
  /// Records `popClip()`.
  public func popClip() { calls.append(.popClip) }
  /// Records `fill(_:color:)`.
  public func fill(_ path: Path, color: Color) { calls.append(.fill(path, color)) }
  /// Records `stroke(_:style:)`.
  public func stroke(_ path: Path, style: LineStyle) { calls.append(.stroke(path, style)) }
  /// Records `fillRect(_:color:)`.
  public func fillRect(_ rect: Rect, color: Color) { calls.append(.fillRect(rect, color)) }
  /// Records `drawText(_:at:style:)`.
  public func drawText(_ text: String, at point: Point, style: TextStyle) {
    calls.append(.text(text, point, style))
  }

  /// The texts drawn, in order.
  public var texts: [String] {
    calls.compactMap { call in
      if case .text(let text, _, _) = call { return text }
      return nil
    }
  }
}
