import CurveScopeCodec
import CurveScopeNotifications
package import CurveScopeSupport
import CurveScopeTiming

extension InputBarStrategy {
  /// The keys a strategy file may hold.
  static let jsonKeys =
    [
      "name", "summary", "reaction", "handles", "duration", "durationFallback", "curve",
      "curveFallback", "options", "insideHandler", "latencyFrames", "margin",
      "assumedKeyboardHeight",
    ] + trackingKeys

  /// Reads a custom strategy from JSON (schema in the Strategies article, "Custom strategies").
  ///
  /// ```json
  /// {"name": "dispatch-async", "handles": ["willShow", "willHide"], "duration": "reported",
  ///  "curve": "notification", "latencyFrames": 2, "margin": 4}
  /// ```
  /// - `reaction`: `"animate"` (default) or `"follow"` (copy the keyboard every frame,
  ///   `latencyFrames` late).
  /// - `duration`: `"reported"` (default; `durationFallback` seconds when the key is missing,
  ///   default 0) or a number of seconds.
  /// - `curve`: `"notification"` (default: `curve << 16`; `curveFallback` when missing, default
  ///   0), `"notification-unshifted"` (`UInt(curve)`), `"options"` (the curve field of
  ///   `options` decides), or a catalogue name / `bezier(…)` / `spring(…)` spec.
  /// - `options`: flag names (`["beginFromCurrentState", "overrideInheritedCurve"]`) or a mask
  ///   (`458752`, `"0x70000"`), OR'd into the call's options.
  /// - `insideHandler`: the call is made inside the notification handler and inherits the
  ///   keyboard's animation unless `options` has an override flag.
  /// - `frameReading`: how end frames are read (``KeyboardFrameReading``: `top`,
  ///   `screen-as-window`, `height`, `docked-only`).
  /// - `read` (`presentation` or `model`), `leadFrames`, `predictionCurve`: how a follower reads
  ///   and predicts the keyboard (``KeyboardTracking``); `tracksPan`: an animating strategy
  ///   follows the finger during an interactive dismissal.
  /// - Throws: ``JSONParseError``, ``JSONDecodingError`` naming the path, ``StrategyError``.
  public init(json bytes: some Collection<UInt8>, fallbackName: String = "custom") throws {
    try self.init(jsonValue: JSONParser().parse(bytes), path: "", fallbackName: fallbackName)
  }

  /// Reads a custom strategy from an already parsed JSON object found at `path`.
  package init(jsonValue: JSONValue, path: String, fallbackName: String = "custom") throws {
    let object = try JSONObjectReader(jsonValue, path: path)
    try object.rejectUnknownKeys(allowed: Self.jsonKeys)
    let name = try object.string("name") ?? fallbackName
    let handles = try Self.decodeKinds(object)
    let latency =
      try object.double("latencyFrames", in: .closed(0, Double(Self.maximumLatencyFrames))) ?? 0
    guard latency == latency.rounded() else {
      throw JSONDecodingError(
        path: object.path(of: "latencyFrames"), .notWhole(expected: "a whole number of frames"))
    }
    let reaction: Reaction
    switch try object.string("reaction") ?? "animate" {
    case "animate": reaction = .animate(try Self.decodeCall(object))
    case "follow": reaction = .follow
    case let other:
      throw JSONDecodingError(
        path: object.path(of: "reaction"),
        .unknownName(
          other, known: ["animate", "follow"],
          suggestion: EditDistance.suggestion(for: other, among: ["animate", "follow"])))
    }
    try self.init(
      name: name, summary: try object.string("summary") ?? "Custom strategy \(name).",
      reaction: reaction, handledKinds: handles,
      margin: try object.double("margin", in: StrategyError.marginRange) ?? 0,
      assumedKeyboardHeight: try object.double("assumedKeyboardHeight", in: .closed(0, 100_000)),
      latencyFrames: Int(latency), frameReading: try Self.decodeFrameReading(object),
      tracking: try Self.decodeTracking(object))
  }

  private static func decodeKinds(_ object: JSONObjectReader) throws -> Set<KeyboardEventKind> {
    guard let values = try object.array("handles") else { return KeyboardEventKind.willKinds }
    var kinds = Set<KeyboardEventKind>()
    for (index, value) in values.enumerated() {
      let path = "\(object.path(of: "handles"))[\(index)]"
      let names = KeyboardEventKind.allCases.map(\.rawValue)
      guard case .string(let text) = value else {
        throw JSONDecodingError(
          path: path, .wrongType(expected: "a notification kind", found: value.kindName))
      }
      guard let kind = KeyboardEventKind(rawValue: text) else {
        throw JSONDecodingError(
          path: path,
          .unknownName(
            text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
      }
      kinds.insert(kind)
    }
    return kinds
  }

  private static func decodeCall(_ object: JSONObjectReader) throws -> AnimationCall {
    let duration: AnimationCall.DurationSource
    switch object.value("duration") {
    case nil, .string("reported"):
      duration = .reported(fallback: try object.double("durationFallback", in: .closed(0, 10)) ?? 0)
    case .int, .double:
      duration = .fixed(try object.double("duration", in: .closed(0, 10)) ?? 0)
    case let other?:
      throw JSONDecodingError(
        path: object.path(of: "duration"),
        .wrongType(expected: "\"reported\" or a number of seconds", found: other.kindName))
    }
    let options = try decodeOptions(object)
    let fallback = try object.double("curveFallback", in: .closed(-1_000_000, 1_000_000)) ?? 0
    guard fallback == fallback.rounded() else {
      throw JSONDecodingError(
        path: object.path(of: "curveFallback"), .notWhole(expected: "an integer raw value"))
    }
    let fallbackCurve = AnimationCurve(rawValue: Int(fallback))
    let curve: AnimationCall.CurveSource
    switch try object.string("curve") ?? "notification" {
    case "notification": curve = .notification(shifted: true, fallback: fallbackCurve)
    case "notification-unshifted": curve = .notification(shifted: false, fallback: fallbackCurve)
    case "options": curve = .options([])
    case let text:
      do throws(CurveSpecError) {
        curve = .timing(try CurveSpec(parsing: text))
      } catch {
        throw JSONDecodingError(path: object.path(of: "curve"), .invalidValue(error))
      }
    }
    return AnimationCall(
      duration: duration, curve: curve, extraOptions: options,
      insideHandler: try object.bool("insideHandler") ?? false)
  }

  private static func decodeOptions(_ object: JSONObjectReader) throws -> AnimationOptions {
    let path = object.path(of: "options")
    switch object.value("options") {
    case nil: return []
    case .int(let value)?:
      guard value >= 0 else {
        throw JSONDecodingError(path: path, .negativeMask)
      }
      return AnimationOptions(rawValue: UInt(value))
    case .unsigned(let value)?:
      return AnimationOptions(rawValue: value)
    case .string(let text)?:
      do {
        let input = try IntegerInput(parsing: text)
        guard let bits = input.bitPattern, !input.isNegative else {
          throw JSONDecodingError(path: path, .negativeMask)
        }
        return AnimationOptions(rawValue: bits)
      } catch let error as IntegerInputError {
        throw JSONDecodingError(path: path, .invalidValue(error))
      }
    case .array(let names)?:
      var options = AnimationOptions()
      for (index, value) in names.enumerated() {
        guard case .string(let name) = value,
          let flag = AnimationOptions.namedFlags.first(where: { $0.name == name })?.flag
        else {
          let known = AnimationOptions.namedFlags.map(\.name)
          let text: String
          if case .string(let name) = value { text = name } else { text = value.kindName }
          throw JSONDecodingError(
            path: "\(path)[\(index)]",
            .unknownName(
              text, known: known, suggestion: EditDistance.suggestion(for: text, among: known)))
        }
        options.formUnion(flag)
      }
      return options
    case let other?:
      throw JSONDecodingError(
        path: path, .wrongType(expected: "flag names or a mask", found: other.kindName))
    }
  }
}
