public import CurveScopeTiming

extension FrameRate: ExpressibleByArgument {
  /// Reads `--fps` values: `60`, `59.94`, `120hz`, in (0, 1000].
  public init(argument: String) throws {
    do {
      try self.init(parsing: argument)
    } catch let error as TimingError {
      throw ArgumentValueError(error.problem)
    }
  }
}
