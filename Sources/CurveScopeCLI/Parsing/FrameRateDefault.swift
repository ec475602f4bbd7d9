import CurveScopeTiming

/// The one default display rate of every command that simulates or samples (`--fps`): 120 Hz,
/// the rate of ProMotion iPhones (iPhone 13 Pro and later), where the keyboard and a bar that
/// follows it frame by frame are drawn 120 times a second. `sweep` sweeps 60 and 120 Hz.
enum FrameRateDefault {
  /// 120 Hz.
  static let rate = FrameRate.hz120
  /// The default as `--help` states it, with its reason.
  static let helpText = "120, a ProMotion iPhone's rate; 60 for older iPhones"
  /// The default of commands that read a scenario, which may name its own rate.
  static let scenarioHelpText = "the scenario's, else 120, a ProMotion iPhone's rate"
}
