import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming

extension HandlerClassifier {
  /// A spring `UIView.animate`, a property animator with timing parameters, or SwiftUI's
  /// `withAnimation`: a timing of its own, as a curve spec.
  func timedMotion(_ site: AnimationSite) -> HandlerMotion {
    var motion = HandlerMotion(reaction: .follow, token: site.token)
    let duration = durationSource(site.duration, frame: site.frame, default: nil, into: &motion)
    let seconds: Double
    switch duration {
    case .fixed(let value): seconds = value
    case .reported: seconds = 0.25
    }
    let reading = timing(of: site, seconds: seconds)
    if case .propertyAnimatorCurve(let curveValue) = reading {
      return propertyAnimatorCurveMotion(site, curveValue: curveValue)
    }
    guard case .spec(let text, let specDuration, let note) = reading,
      let spec = try? CurveSpec(parsing: text)
    else {
      motion.assumptions.append("the timing could not be read; assumed UIKit's default curve")
      motion.reaction = .animate(AnimationCall(duration: duration, curve: .options([])))
      return motion
    }
    motion.evidence.append((site.token, note))
    // A spring runs its own course: UIKit ignores the duration given with mass, stiffness and
    // damping; any positive duration makes the call animate.
    let isSpring = text.hasPrefix("spring")
    let callDuration: AnimationCall.DurationSource =
      specDuration.map { .fixed($0) } ?? (isSpring ? .fixed(1) : duration)
    motion.reaction = .animate(AnimationCall(duration: callDuration, curve: .timing(spec)))
    return motion
  }

  /// What a timing value says.
  enum TimingReading {
    /// A curve spec (`bezier(…)`, `spring(…)`, a catalogue name), the duration it runs for
    /// when it sets one, and a note for the evidence.
    case spec(String, duration: Double?, note: String)
    /// `UICubicTimingParameters(animationCurve: c)`: like `UIViewPropertyAnimator(duration:curve:)`.
    case propertyAnimatorCurve(Range<Int>?)
    /// Unreadable.
    case unknown
  }

  /// Reads the timing of a site: UIKit springs (damping ratio over a duration, or mass,
  /// stiffness, damping), cubic control points, SwiftUI animations.
  func timing(of site: AnimationSite, seconds: Double) -> TimingReading {
    let response = seconds > 0 ? seconds : 0.25
    switch site.api {
    case .viewSpring:
      let ratio = site.timing.flatMap { firstNumber(in: $0, frame: site.frame) } ?? 1
      return .spec(
        springText(response: response, ratio: ratio), duration: nil,
        note: "UIView spring animation, damping ratio \(ratio)")
    case .withAnimation:
      return swiftUIAnimation(site.timing, frame: site.frame)
    default:
      break
    }
    guard var range = site.timing else { return .unknown }
    if range.count == 1, source.tokens[range.lowerBound].kind == .identifier,
      let definition = scope.index.definition(
        of: source.name(range.lowerBound), before: range.lowerBound,
        in: scope.frames[site.frame].lookupScope)
    {
      range = definition
    }
    let arguments = labelledNumbers(in: range, frame: site.frame)
    if let mass = arguments["mass"], let stiffness = arguments["stiffness"],
      let damping = arguments["damping"]
    {
      return .spec(
        "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))", duration: nil,
        note:
          "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }
    if let curve = range.first(where: { source.name($0) == "animationCurve" }) {
      let end = scope.index.brackets.opener(around: curve).flatMap {
        scope.index.brackets.match($0)
      }
      return .propertyAnimatorCurve((curve + 2)..<(end ?? range.upperBound))
    }
    if let x1 = arguments["x"], let y1 = arguments["y"], let x2 = arguments["x2"],
      let y2 = arguments["y2"]
    {
      return .spec(
        "bezier(\(x1), \(y1), \(x2), \(y2))", duration: nil, note: "cubic control points")
    }
    let ratio = arguments["dampingRatio"] ?? firstNumber(in: range, frame: site.frame)
    if let ratio {
      return .spec(
        springText(response: response, ratio: ratio), duration: nil,
        note:
          "spring with damping ratio \(NumberText.exact(ratio)) over \(NumberText.exact(response)) s"
      )
    }
    return .unknown
  }

  /// A spring of mass 1 whose undamped period is `response` (SwiftUI's and UIKit's reading of
  /// a duration and damping ratio; Apple's `Spring(response:dampingRatio:)` documentation).
  func springText(response: Double, ratio: Double) -> String {
    let omega = 2 * Double.pi / response
    return "spring(mass: 1, stiffness: \(NumberText.exact(omega * omega)), damping: "
      + "\(NumberText.exact(2 * max(0, ratio) * omega)))"
  }

  /// The first number in `range`, following variables.
  func firstNumber(in range: Range<Int>, frame: Int) -> Double? {
    scope.facts(of: range, inFrame: frame).numbers.first
  }

  /// `label: number` pairs in `range` (`mass: 3`, `x: 0.25`); the second `x:`/`y:` become
  /// `x2`/`y2` (control points).
  func labelledNumbers(in range: Range<Int>, frame: Int) -> [String: Double] {
    var result: [String: Double] = [:]
    for position in range where source.isPunctuation(position + 1, UInt8(ascii: ":")) {
      guard source.tokens[position].kind == .identifier else { continue }
      let valueStart = position + 2
      let valueEnd = scope.index.expressionEnd(from: valueStart, limit: range.upperBound)
      guard let value = firstNumber(in: valueStart..<valueEnd, frame: frame) else { continue }
      var label = source.name(position)
      if result[label] != nil, label == "x" || label == "y" { label += "2" }
      if result[label] == nil { result[label] = value }
    }
    return result
  }
}
