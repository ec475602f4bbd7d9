extension HandlerClassifier {
  /// SwiftUI animations: `.easeOut(duration: 0.25)`, `.linear`, `.timingCurve(…)`,
  /// `.spring(response:dampingFraction:)`, `.interpolatingSpring(mass:stiffness:damping:)`,
  /// `.default`. Durations default to 0.35 s; `.default` and unknown names are read as
  /// ease-in-out over 0.35 s (an assumption).
  func swiftUIAnimation(_ range: Range<Int>?, frame: Int) -> TimingReading {
    guard let range, let name = range.first(where: { source.tokens[$0].kind == .identifier })
    else {
      return .spec("ease-in-out", duration: 0.35, note: "withAnimation with the default animation")
    }
    let kind = source.name(name)
    let arguments = labelledNumbers(in: range, frame: frame)
    let duration = arguments["duration"] ?? 0.35
    let numbers = scope.facts(of: range, inFrame: frame).numbers
    switch kind {
    case "easeInOut", "easeIn", "easeOut", "linear":
      let names = ["easeInOut": "ease-in-out", "easeIn": "ease-in", "easeOut": "ease-out"]
      return .spec(names[kind] ?? "linear", duration: duration, note: "SwiftUI .\(kind)")
    case "timingCurve" where numbers.count >= 4:
      return .spec(
        "bezier(\(numbers[0]), \(numbers[1]), \(numbers[2]), \(numbers[3]))",
        duration: numbers.count >= 5 ? numbers[4] : duration, note: "SwiftUI .timingCurve")
    case "interpolatingSpring":
      if let mass = arguments["mass"], let stiffness = arguments["stiffness"],
        let damping = arguments["damping"]
      {
        return .spec(
          "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))", duration: nil,
          note: "SwiftUI .interpolatingSpring")
      }
      return .spec(springText(response: 0.5, ratio: 1), duration: nil, note: "SwiftUI spring")
    case "spring", "interactiveSpring", "smooth", "snappy", "bouncy":
      let response = arguments["response"] ?? arguments["duration"] ?? 0.55
      let ratio = arguments["dampingFraction"] ?? arguments["bounce"].map { 1 - $0 } ?? 1
      return .spec(
        springText(response: response, ratio: ratio), duration: nil, note: "SwiftUI .\(kind)")
    default:
      return .spec("ease-in-out", duration: 0.35, note: "SwiftUI .\(kind), read as ease-in-out")
    }
  }
}
