import Foundation
import Testing

@testable import CurveScopeLint

/// Prints the lexer's and classifier's view of a file named by `LINT_DEBUG_FILE` (a
/// development aid; does nothing without the variable).
@Test("debug dump of LINT_DEBUG_FILE")
func debugDump() throws {
  guard let path = ProcessInfo.processInfo.environment["LINT_DEBUG_FILE"] else { return }
  let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  let language = SourceLanguage(path: path) ?? .swift
  let source = LexedSource(bytes: bytes, language: language, tokenLimit: 1_000_000)
  let index = SyntaxIndex(source)
  print("functions:", index.functions.map { "\($0.name)(\($0.parameterNames))" })
  let registrations = RegistrationFinder(index: index).registrations()
  for registration in registrations {
    print("registration", registration.form, registration.kinds, registration.handler)
  }
  for handler in HandlerFinder(index: index).handlers(for: registrations) {
    guard let body = handler.body else { continue }
    let scope = HandlerScope(
      index: index, body: body, lookupScope: handler.method?.body ?? 0..<index.count,
      limits: LintLimits())
    print("handler", handler.methodName ?? "closure", "frames", scope.frames.map(\.function))
    print("  calls", scope.calls(in: body).map { "\($0.name)@\(source.position(of: $0.token))" })
    for site in scope.animationSites() {
      print(
        "  site", site.api, source.position(of: site.token), "animations", site.animations,
        "placement", scope.placement(of: site.token, inFrame: site.frame))
    }
    for mutation in scope.layoutMutations() {
      print(
        "  mutation", source.name(mutation.token), source.position(of: mutation.token),
        scope.placement(of: mutation.token, inFrame: mutation.frame))
    }
    for motion in HandlerClassifier(scope: scope, frameRate: 120).motions(observing: handler.kinds)
    {
      print("  motion", motion.reaction, motion.latencyFrames, motion.codes, motion.assumptions)
    }
  }
}
