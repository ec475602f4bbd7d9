extension NotificationDumpValueParser {
  /// What makes a rectangle or point that reads impossible for a keyboard, or `nil`: a
  /// negative width or height, or a number beyond ``KeyboardNotification/coordinateRange``
  /// (a size or coordinate that large would overflow the geometry derived from it).
  static func geometryProblem(_ value: Value) -> NotificationDumpError.GeometryProblem? {
    let range = KeyboardNotification.coordinateRange
    switch value {
    case .rect(let rect):
      if rect.width < 0 || rect.height < 0 { return .negativeSize }
      return rect.components.allSatisfy(range.contains) ? nil : .beyondRange(range)
    case .point(let point):
      return range.contains(point.x) && range.contains(point.y) ? nil : .beyondRange(range)
    case .duration, .integer, .boolean:
      return nil
    }
  }
}
