package import CurveScopeSync
package import CurveScopeTiming

/// How lint simulates and bounds its work.
package struct LintOptions: Sendable {
  /// The display rate of the simulation (default 120 Hz, a ProMotion iPhone).
  package var frameRate: FrameRate
  /// |gap| beyond which a frame is out of sync, in points (default 1).
  package var tolerance: Double
  /// The keyboard profiles every handler is simulated with (default: iOS up to 18 and iOS 26).
  package var profiles: [KeyboardProfile]
  /// Work limits.
  package var limits: LintLimits

  /// Creates options.
  package init(
    frameRate: FrameRate = .hz120, tolerance: Double = 1,
    profiles: [KeyboardProfile] = LintScenarios.defaultProfiles, limits: LintLimits = LintLimits()
  ) {
    self.frameRate = frameRate
    self.tolerance = tolerance
    self.profiles = profiles
    self.limits = limits
  }
}
