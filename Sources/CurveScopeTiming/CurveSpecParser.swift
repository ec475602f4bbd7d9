import CurveScopeSupport

/// The argument lists of `bezier(…)` and `spring(…)` in a ``CurveSpec``.
enum CurveSpecParser {
  /// The spring labels, with the parameter name each one sets.
  static let springLabels = CurveSpecError.springLabels

  /// Four plain numbers x1, y1, x2, y2 → a valid ``CubicBezier``.
  static func bezier(_ arguments: [String], text: String) throws(CurveSpecError) -> CubicBezier {
    let names = ["x1", "y1", "x2", "y2"]
    guard arguments.count == 4 else {
      let count = arguments == [""] ? 0 : arguments.count
      throw CurveSpecError(subject: text, cause: .bezierArgumentCount(count))
    }
    var values: [Double] = []
    for (name, argument) in zip(names, arguments) {
      values.append(try number(argument, name: name, subject: text))
    }
    do throws(TimingError) {
      return try CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    } catch {
      throw CurveSpecError(subject: text, cause: .invalidCurve(error))
    }
  }

  /// `label: value` pairs → a valid ``Spring`` and its model.
  static func spring(_ arguments: [String], function: String) throws(CurveSpecError) -> (
    Spring, Spring.Model
  ) {
    var values: [String: (value: Double, text: String)] = [:]
    var model = Spring.Model.coreAnimation
    for (index, argument) in arguments.enumerated() {
      let subject = quote(argument, at: index, of: arguments.count, function: function)
      guard let colon = argument.firstIndex(of: ":") else {
        throw CurveSpecError(subject: subject, cause: .notLabelValue(isEmpty: argument.isEmpty))
      }
      let label = argument[..<colon].trimmedSpaces.lowercased()
      let valueText = argument[argument.index(after: colon)...].trimmedSpaces
      let key = label == "initialvelocity" ? "velocity" : label
      guard springLabels.contains(key) else {
        throw CurveSpecError(
          subject: subject,
          cause: .unknownLabel(
            label, suggestion: EditDistance.suggestion(for: label, among: springLabels)))
      }
      guard values[key] == nil else {
        throw CurveSpecError(subject: subject, cause: .duplicateLabel(key))
      }
      if key == "model" {
        model = try parseModel(valueText, subject: subject)
        values["model"] = (0, argument)
      } else {
        values[key] = (try number(valueText, name: key, subject: subject), argument)
      }
    }
    for required in ["mass", "stiffness", "damping"] where values[required] == nil {
      throw CurveSpecError(
        subject: "\(function)(\(arguments.joined(separator: ", ")))",
        cause: .missingLabel(required))
    }
    do throws(TimingError) {
      let spring = try Spring(
        mass: values["mass"]?.value ?? 0, stiffness: values["stiffness"]?.value ?? 0,
        damping: values["damping"]?.value ?? 0, initialVelocity: values["velocity"]?.value ?? 0)
      return (spring, model)
    } catch {
      let key = error.parameter == "initial velocity" ? "velocity" : error.parameter
      guard let key, let argument = values[key]?.text,
        let index = arguments.firstIndex(of: argument)
      else {
        throw CurveSpecError(
          subject: "\(function)(\(arguments.joined(separator: ", ")))",
          cause: .invalidCurve(error))
      }
      throw CurveSpecError(
        subject: quote(argument, at: index, of: arguments.count, function: function),
        cause: .invalidArgument(name: key, error))
    }
  }

  /// `coreAnimation` (also `ca`, `core-animation`) or `exact`.
  private static func parseModel(_ text: String, subject: String) throws(CurveSpecError)
    -> Spring.Model
  {
    switch CurveCatalogue.lookupKey(text) {
    case "coreanimation", "ca": return .coreAnimation
    case "exact": return .exact
    default:
      throw CurveSpecError(subject: subject, cause: .unknownModel(text))
    }
  }

  /// A finite number, or an error naming the parameter.
  private static func number(_ text: String, name: String, subject: String) throws(CurveSpecError)
    -> Double
  {
    guard !text.isEmpty else {
      throw CurveSpecError(subject: subject, cause: .missingNumber(name: name))
    }
    guard let value = Double(text) else {
      throw CurveSpecError(subject: subject, cause: .notANumber(name: name, text: text))
    }
    guard value.isFinite else {
      throw CurveSpecError(subject: subject, cause: .notFinite(name: name, text: text))
    }
    return value
  }

  /// `spring(…, argument, …)`: the argument at fault with the others elided.
  private static func quote(_ argument: String, at index: Int, of count: Int, function: String)
    -> String
  {
    let before = index > 0 ? "…, " : ""
    let after = index + 1 < count ? ", …" : ""
    return "\(function)(\(before)\(argument)\(after))"
  }
}
