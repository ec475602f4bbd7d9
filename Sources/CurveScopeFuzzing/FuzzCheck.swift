import CurveScope

/// Invariant checks of the fuzz harnesses: a failed check traps with a message, which libFuzzer
/// reports as a crash and saves the input for.
enum FuzzCheck {
  /// Traps with `message` unless `condition` holds.
  static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    if !condition() { fail(message(), file: file, line: line) }
  }

  /// Traps with `message`: the one place a harness stops the process, so libFuzzer saves the
  /// input. Harness code only (never reached from the `curvescope` tool).
  static func fail(
    _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
  ) -> Never {
    fatalError("fuzz invariant violated: \(message())", file: file, line: line)
  }

  /// Traps unless `error` is one of CurveScope's typed errors (every user-facing failure is).
  static func requireTyped(_ error: any Error, _ context: String) {
    require(error is any CurveScopeError, "\(context): untyped error \(error)")
  }

  /// Traps unless every value is finite.
  static func requireFinite(_ values: [Double], _ context: @autoclosure () -> String) {
    for value in values where !value.isFinite {
      fail("\(context()): non-finite value \(value)")
    }
  }
}
