import CurveScopeMeasure
import CurveScopeNotifications
package import CurveScopeSupport

extension Trace {
  /// The trace as a JSON trace file (the Traces article), indented, times on its own clock
  /// (t = 0 the first notification), numbers at full precision: reading it back gives the same
  /// frames.
  public var jsonText: String { jsonValue.prettyText + "\n" }

  /// The trace as a JSON document (see ``jsonText``).
  package var jsonValue: JSONValue {
    func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    var members: [(String, JSONValue)] = [
      ("name", .string(name)), ("title", .string(title)),
    ]
    if !summary.isEmpty { members.append(("description", .string(summary))) }
    var screen: [(String, JSONValue)] = [
      ("width", .double(screenWidth)), ("height", .double(screenHeight)),
    ]
    if safeAreaBottom > 0 { screen.append(("safeAreaBottom", .double(safeAreaBottom))) }
    members.append(("screen", .object(screen)))
    if !events.isEmpty {
      members.append(("retarget", .string(retargetRule.rawValue)))
      members.append(("events", .array(events.map(\.jsonValue))))
    }
    if let margin { members.append(("margin", .double(margin))) }
    if let keyboardProfile { members.append(("keyboard", .string(keyboardProfile))) }
    if let source { members.append(("source", source.traceJSONValue)) }
    members.append(("units", .string("points")))
    members.append(
      (
        "frames",
        .array(
          frames.map { frame in
            .object([
              ("timeMs", .double(frame.timeMilliseconds)),
              ("keyboardTop", optional(frame.keyboardTop)),
              ("barBottom", optional(frame.barBottom)),
            ])
          })
      ))
    return .object(members)
  }

  /// The frames as a CSV trace: `time_ms,keyboard_top,bar_bottom`, an empty cell for an edge not
  /// seen, numbers at full precision.
  public var csvText: String {
    var text = "time_ms,keyboard_top,bar_bottom\n"
    for frame in frames {
      text += NumberText.exact(frame.timeMilliseconds) + ","
      text += (frame.keyboardTop.map(NumberText.exact) ?? "") + ","
      text += (frame.barBottom.map(NumberText.exact) ?? "") + "\n"
    }
    return text
  }
}

extension RecordingSource {
  /// The source as a trace file writes it.
  var traceJSONValue: JSONValue {
    var members: [(String, JSONValue)] = []
    if let platform { members.append(("platform", .string(platform))) }
    if let os { members.append(("os", .string(os))) }
    if let device { members.append(("device", .string(device))) }
    if let frameRate { members.append(("fps", .double(frameRate))) }
    if let recorder { members.append(("recorder", .string(recorder))) }
    return .object(members)
  }
}
