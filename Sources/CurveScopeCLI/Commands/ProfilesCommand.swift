import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

/// `curvescope profiles`: the keyboard profiles, their models and where their numbers come from.
enum ProfilesCommand: Command {
  static let spec = CommandSpec(
    name: "profiles",
    abstract: "List the keyboard profiles (iOS, iOS 26, Reduce Motion, Android, floating).",
    discussion: """
      Each profile says how the system moves the keyboard for a notification, what UIKit runs \
      for an app's curve-7 animation, what it changes in the notifications an app receives, \
      where the keyboard sits, and the provenance of its numbers (measured, documented or \
      second-hand). Give profile .json files to check and show your own. --json prints the \
      document Curves/profiles.json holds.
      """,
    arguments: [
      ArgumentSpec(
        name: "profile.json", help: "Profile files to check and show instead.",
        arity: .zeroOrMore, role: .nameOrFile())
    ],
    options: [],
    examples: [
      "curvescope profiles", "curvescope profiles --json", "curvescope profiles mine.json",
    ]
  )

  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let profiles =
      arguments.positionals.isEmpty
      ? KeyboardProfile.builtIn
      : try arguments.positionals.map {
        try ProfileOptions.profile($0, option: "profile.json", io: io)
      }
    if arguments.reportFormat == .json {
      io.print(
        JSONValue.object([
          (
            "about",
            .string(
              "Keyboard profiles of `curvescope --profile` — built-in keyboards — also "
                + "compiled into the CurveScope library (KeyboardProfile+BuiltIn.swift); a test "
                + "keeps both in agreement. Durations in seconds; the schema is the "
                + "KeyboardProfiles article of the DocC catalogue.")
          ),
          ("profiles", .array(profiles.map(\.jsonValue))),
        ]).prettyText)
      return .success
    }
    var table = TextTable(
      headers: ["profile", "provenance", "keyboard", "app's curve 7", "notifications", "layout"])
    for profile in profiles {
      table.append([
        profile.name, profile.provenance.kind.rawValue, motion(profile),
        profile.spring.appDuration == .fixed
          ? "the spring, \(seconds(profile.spring.duration))" : "the spring, duration passed",
        notifications(profile.notifications), layout(profile.layout),
      ])
    }
    io.print(table.text, terminator: "")
    for profile in profiles {
      io.print(
        line: "\n\(profile.name): \(profile.summary)\n  source: \(profile.provenance.source)")
    }
    return .success
  }

  static func motion(_ profile: KeyboardProfile) -> String {
    switch profile.motion {
    case .uikit:
      let spring = profile.spring.spring
      return "UIKit; curve 7 = spring m \(NumberText.reading(spring.mass, decimals: 3)) "
        + "k \(NumberText.reading(spring.stiffness, decimals: 3)) "
        + "c \(NumberText.reading(spring.damping, decimals: 3)), "
        + seconds(profile.spring.duration)
    case .system(let show, let hide, let duration):
      return "show \(KeyboardProfile.specText(show)), hide \(KeyboardProfile.specText(hide)), "
        + seconds(duration)
    case .crossFade:
      return "cross-fade (no slide)"
    }
  }

  static func notifications(_ style: NotificationStyle) -> String {
    var parts: [String] = []
    if let duration = style.duration { parts.append("report \(seconds(duration))") }
    if !style.carriesCurve { parts.append("no curve") }
    if style.zeroEndFrameWhenShowing { parts.append("CGRect.zero when showing") }
    if let delay = style.didShowDelay {
      parts.append("didShow +\(NumberText.reading(delay * 1000)) ms")
    }
    return parts.isEmpty ? "as iOS posts them" : parts.joined(separator: ", ")
  }

  static func layout(_ layout: KeyboardLayout) -> String {
    switch layout {
    case .docked: "docked"
    case .floating(let width, let inset):
      "floating \(NumberText.reading(width)) pt wide, \(NumberText.reading(inset)) pt up"
    }
  }

  static func seconds(_ value: Double) -> String {
    "\(NumberText.reading(value, decimals: 4)) s"
  }
}
