package import CurveScopeSupport
import CurveScopeTiming

extension KeyboardProfile {
  /// The keys a profile object may hold.
  static let jsonKeys = [
    "name", "summary", "provenance", "base", "motion", "spring", "notifications", "layout",
  ]

  /// Reads a profile file (schema in the KeyboardProfiles article).
  ///
  /// ```json
  /// {"name": "ios-26-383", "base": "ios-26", "notifications": {"duration": 0.383},
  ///  "provenance": {"kind": "measured", "source": "willShow logged on an iPhone 16, iOS 26.1"}}
  /// ```
  /// A file's profile may not take a built-in profile's name: the two would be told apart by
  /// nothing (a list `mine.json,ios` would hold two `ios`).
  /// - Throws: ``JSONParseError``, ``JSONDecodingError`` naming the member at fault (`name` for
  ///   a built-in profile's name), ``KeyboardProfileError`` for values out of range.
  public init(json bytes: some Collection<UInt8>) throws {
    try self.init(jsonValue: JSONParser().parse(bytes), path: "")
    try Self.rejectBuiltInName(name, path: "name")
  }

  /// Throws when `name`, a user profile's, is a built-in profile's name.
  /// - Throws: ``JSONDecodingError`` at `path` with ``KeyboardProfileError/builtInName(_:)``.
  package static func rejectBuiltInName(_ name: String, path: String) throws {
    if builtIn.contains(where: { $0.name == name }) {
      throw JSONDecodingError(path: path, .invalidValue(KeyboardProfileError.builtInName(name)))
    }
  }

  /// Reads a profile from a parsed JSON object found at `path`: `base` (a built-in profile to
  /// start from), `name`, `summary`, `provenance` (`kind`: measured, documented or second-hand;
  /// `source`; required without a base), `motion` (`kind` uikit, system with `show`, `hide`
  /// Bézier specs and `duration`, or cross-fade), `spring` (`mass`, `stiffness`, `damping`,
  /// `duration`, `appDuration` fixed or passed), `notifications` (`duration`, `carriesCurve`,
  /// `zeroEndFrameWhenShowing`, `didShowDelay`), `layout` (`kind` docked, or floating with
  /// `width` and `bottomInset`). Members not given keep the base's (or iOS's).
  /// - Throws: as ``init(json:)``.
  package init(jsonValue: JSONValue, path: String) throws {
    let object = try JSONObjectReader(jsonValue, path: path)
    try object.rejectUnknownKeys(allowed: Self.jsonKeys)
    var profile = KeyboardProfile.ios
    var hasBase = false
    let baseName = try object.string("base")
    if let baseName {
      do {
        profile = try KeyboardProfile.named(baseName)
      } catch {
        throw JSONDecodingError(path: object.path(of: "base"), .invalidValue(error))
      }
      hasBase = true
    }
    guard let name = try object.string("name") else {
      throw JSONDecodingError(path: object.path(of: "name"), .missing(expected: "name the profile"))
    }
    let summary = try object.string("summary")
    if let value = object.value("provenance") {
      profile.provenance = try Self.decodeProvenance(value, path: object.path(of: "provenance"))
    } else if !hasBase {
      throw JSONDecodingError(
        path: object.path(of: "provenance"),
        .missing(
          expected: "say where the numbers come from: {\"kind\": \"measured\", \"source\": …}"))
    }
    if let value = object.value("motion") {
      profile.motion = try Self.decodeMotion(value, path: object.path(of: "motion"))
    }
    if let value = object.value("spring") {
      profile.spring = try Self.decodeSpring(
        value, path: object.path(of: "spring"), base: profile.spring)
    }
    if let value = object.value("notifications") {
      profile.notifications = try Self.decodeNotifications(
        value, path: object.path(of: "notifications"), base: profile.notifications)
    }
    if let value = object.value("layout") {
      profile.layout = try Self.decodeLayout(value, path: object.path(of: "layout"))
    }
    if let summary {
      profile.summary = summary
    } else if let baseName {
      // The base's own summary would describe the base's numbers, not these.
      let changed = ["motion", "spring", "notifications", "layout"].filter {
        object.value($0) != nil
      }
      profile.summary =
        changed.isEmpty
        ? "Profile \(name): the same as \(baseName)."
        : "Profile \(name): \(baseName) with its own \(Self.listed(changed))."
    } else {
      profile.summary = "Profile \(name)."
    }
    self = try KeyboardProfile(
      name: name, summary: profile.summary, provenance: profile.provenance,
      motion: profile.motion, spring: profile.spring, notifications: profile.notifications,
      layout: profile.layout)
  }

  /// `a`, `a and b`, `a, b and c`.
  static func listed(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
  }

  static func decodeProvenance(_ value: JSONValue, path: String) throws -> ProfileProvenance {
    let object = try JSONObjectReader(value, path: path)
    try object.rejectUnknownKeys(allowed: ["kind", "source"])
    let text = try object.string("kind") ?? ""
    guard let kind = ProfileProvenance.Kind(rawValue: text) else {
      let names = ProfileProvenance.Kind.allCases.map(\.rawValue)
      throw JSONDecodingError(
        path: object.path(of: "kind"),
        .unknownName(
          text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
    }
    guard let source = try object.string("source"), !source.isEmpty else {
      throw JSONDecodingError(
        path: object.path(of: "source"), .missing(expected: "name the source"))
    }
    return ProfileProvenance(kind, source: source)
  }

  static func decodeMotion(_ value: JSONValue, path: String) throws -> KeyboardMotionKind {
    let object = try JSONObjectReader(value, path: path)
    let kinds = ["uikit", "system", "cross-fade"]
    let kind = try object.string("kind") ?? ""
    switch kind {
    case "uikit", "cross-fade":
      try object.rejectUnknownKeys(allowed: ["kind"])
      return kind == "uikit" ? .uikit : .crossFade
    case "system":
      try object.rejectUnknownKeys(allowed: ["kind", "show", "hide", "duration"])
      guard
        let duration = try object.double(
          "duration", in: .openClosed(0, KeyboardProfile.maximumDuration))
      else {
        throw JSONDecodingError(
          path: object.path(of: "duration"), .missing(expected: "give the system's duration"))
      }
      let show = try bezier(object, "show")
      return .system(
        show: show, hide: try bezier(object, "hide", fallback: show), duration: duration)
    default:
      throw JSONDecodingError(
        path: object.path(of: "kind"),
        .unknownName(
          kind, known: kinds, suggestion: EditDistance.suggestion(for: kind, among: kinds)))
    }
  }

  /// A Bézier from a curve spec (`bezier(…)`, `linear` or a catalogue Bézier).
  static func bezier(_ object: JSONObjectReader, _ key: String, fallback: CubicBezier? = nil)
    throws -> CubicBezier
  {
    guard let text = try object.string(key) else {
      if let fallback { return fallback }
      throw JSONDecodingError(
        path: object.path(of: key), .missing(expected: "a Bézier such as bezier(0.2, 0, 0, 1)"))
    }
    let spec: CurveSpec
    do throws(CurveSpecError) {
      spec = try CurveSpec(parsing: text)
    } catch {
      throw JSONDecodingError(path: object.path(of: key), .invalidValue(error))
    }
    switch spec.definition {
    case .bezier(let curve): return curve
    case .linear: return .linear
    case .spring, .keyboard:
      throw JSONDecodingError(
        path: object.path(of: key), .wrongType(expected: "a Bézier curve", found: "a spring"))
    }
  }

  static func decodeSpring(_ value: JSONValue, path: String, base: SystemSpring) throws
    -> SystemSpring
  {
    let object = try JSONObjectReader(value, path: path)
    try object.rejectUnknownKeys(allowed: [
      "mass", "stiffness", "damping", "duration", "appDuration",
    ])
    let spring: Spring
    do {
      spring = try Spring(
        mass: try object.double("mass") ?? base.spring.mass,
        stiffness: try object.double("stiffness") ?? base.spring.stiffness,
        damping: try object.double("damping") ?? base.spring.damping)
    } catch let error as TimingError {
      throw JSONDecodingError(path: path, .invalidValue(error))
    }
    var appDuration = base.appDuration
    if let text = try object.string("appDuration") {
      guard let parsed = SystemSpring.AppDuration(rawValue: text) else {
        let names = SystemSpring.AppDuration.allCases.map(\.rawValue)
        throw JSONDecodingError(
          path: object.path(of: "appDuration"),
          .unknownName(
            text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
      }
      appDuration = parsed
    }
    let duration =
      try object.double("duration", in: .openClosed(0, KeyboardProfile.maximumDuration))
      ?? base.duration
    return SystemSpring(spring: spring, duration: duration, appDuration: appDuration)
  }

  static func decodeNotifications(_ value: JSONValue, path: String, base: NotificationStyle)
    throws -> NotificationStyle
  {
    let object = try JSONObjectReader(value, path: path)
    try object.rejectUnknownKeys(
      allowed: ["duration", "carriesCurve", "zeroEndFrameWhenShowing", "didShowDelay"])
    let range = NumberRange.closed(0, KeyboardProfile.maximumDuration)
    var style = base
    if object.value("duration") == .null {
      style.duration = nil
    } else if let duration = try object.double("duration", in: range) {
      style.duration = duration
    }
    style.carriesCurve = try object.bool("carriesCurve") ?? base.carriesCurve
    style.zeroEndFrameWhenShowing =
      try object.bool("zeroEndFrameWhenShowing") ?? base.zeroEndFrameWhenShowing
    if object.value("didShowDelay") == .null {
      style.didShowDelay = nil
    } else if let delay = try object.double("didShowDelay", in: range) {
      style.didShowDelay = delay
    }
    return style
  }

  static func decodeLayout(_ value: JSONValue, path: String) throws -> KeyboardLayout {
    let object = try JSONObjectReader(value, path: path)
    let kind = try object.string("kind") ?? ""
    switch kind {
    case "docked":
      try object.rejectUnknownKeys(allowed: ["kind"])
      return .docked
    case "floating":
      try object.rejectUnknownKeys(allowed: ["kind", "width", "bottomInset"])
      return .floating(
        width: try object.double("width", in: .openClosed(0, 100_000)) ?? 320,
        bottomInset: try object.double("bottomInset", in: .closed(0, 100_000)) ?? 100)
    default:
      let kinds = ["docked", "floating"]
      throw JSONDecodingError(
        path: object.path(of: "kind"),
        .unknownName(
          kind, known: kinds, suggestion: EditDistance.suggestion(for: kind, among: kinds)))
    }
  }
}
