package import CurveScopeSupport
package import CurveScopeTiming

extension KeyboardProfile {
  /// The profile as a JSON object in the schema ``init(json:)`` reads (every member
  /// given, numbers at full precision): what `Curves/profiles.json` holds.
  package var jsonValue: JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(name)), ("summary", .string(summary)),
      (
        "provenance",
        .object([
          ("kind", .string(provenance.kind.rawValue)), ("source", .string(provenance.source)),
        ])
      ),
    ]
    switch motion {
    case .uikit, .crossFade:
      members.append(("motion", .object([("kind", .string(motion.kindName))])))
    case .system(let show, let hide, let duration):
      members.append(
        (
          "motion",
          .object([
            ("kind", .string("system")), ("show", .string(Self.specText(show))),
            ("hide", .string(Self.specText(hide))), ("duration", .double(duration)),
          ])
        ))
    }
    members.append(
      (
        "spring",
        .object([
          ("mass", .double(spring.spring.mass)), ("stiffness", .double(spring.spring.stiffness)),
          ("damping", .double(spring.spring.damping)), ("duration", .double(spring.duration)),
          ("appDuration", .string(spring.appDuration.rawValue)),
        ])
      ))
    members.append(
      (
        "notifications",
        .object([
          ("duration", notifications.duration.map(JSONValue.double) ?? .null),
          ("carriesCurve", .bool(notifications.carriesCurve)),
          ("zeroEndFrameWhenShowing", .bool(notifications.zeroEndFrameWhenShowing)),
          ("didShowDelay", notifications.didShowDelay.map(JSONValue.double) ?? .null),
        ])
      ))
    switch layout {
    case .docked:
      members.append(("layout", .object([("kind", .string("docked"))])))
    case .floating(let width, let inset):
      members.append(
        (
          "layout",
          .object([
            ("kind", .string("floating")), ("width", .double(width)),
            ("bottomInset", .double(inset)),
          ])
        ))
    }
    return .object(members)
  }

  /// `bezier(x1, y1, x2, y2)` with shortest round-trip numbers.
  package static func specText(_ curve: CubicBezier) -> String {
    let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number)
    return "bezier(\(points.joined(separator: ", ")))"
  }
}
