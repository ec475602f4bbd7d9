public import CurveScopeSupport

/// A laid-out annotation: the target point, the label and the arrow between them.
public struct AnnotationLayout: Sendable, Equatable {
  /// The index of the annotation in its panel's `annotations`.
  public var index: Int
  /// The target in points.
  public var target: Point
  /// The label.
  public var label: TextBox
  /// The label's background box (the text frame plus padding).
  public var box: Rect
  /// The arrow from the box's edge toward the target; `nil` when none is drawn.
  public var arrow: (start: Point, end: Point)?

  /// Compares everything, the arrow's end points included.
  public static func == (lhs: AnnotationLayout, rhs: AnnotationLayout) -> Bool {
    lhs.index == rhs.index && lhs.target == rhs.target && lhs.label == rhs.label
      && lhs.box == rhs.box && lhs.arrow?.start == rhs.arrow?.start
      && lhs.arrow?.end == rhs.arrow?.end
  }
}
