package import CurveScopeSupport

/// A measured motion that cannot be animated with the settings given: a setting out of its
/// bounds, measurements that cannot share one animation, or more work than the limits allow
/// (checked before any frame is drawn).
package struct AnimationError: CurveScopeError, Equatable {
  /// What is wrong, with the values that matter.
  package enum Cause: Sendable, Equatable {
    /// A setting outside its range (`name` as the command line spells it, e.g. `slow motion`).
    case setting(name: String, value: Double, range: NumberRange, unit: String)
    /// No measurement was given.
    case noMeasurements
    /// More phones than one animation shows side by side.
    case tooManyPhones(count: Int, limit: Int)
    /// A measurement of another scenario or clock than the first one.
    case notComparable(barName: String, firstBarName: String)
    /// A plain screen recording shows one phone; `count` measurements were given.
    case onePhoneOnly(count: Int)
    /// The animation would have more frames than ``AnimationLimits/maximumFrames``;
    /// `remedies`: what can still be lowered.
    case tooManyFrames(
      count: Int, limit: Int, remedies: [AnimationRemedy] = [.slowMotion, .frameRate])
    /// One frame would be larger than ``AnimationLimits/maximumFrameSide`` a side or
    /// ``AnimationLimits/maximumFramePixels`` pixels.
    case frameTooLarge(width: Int, height: Int)
    /// Frames × pixels would pass ``AnimationLimits/maximumPixelWork``; `remedies`: what can
    /// still be lowered.
    case tooMuchWork(
      frames: Int, pixelsPerFrame: Int, limit: Int,
      remedies: [AnimationRemedy] = [.slowMotion, .frameRate, .scale, .fewerStrategies])
  }

  /// Why the animation cannot be made.
  package var cause: Cause

  /// Creates the error.
  package init(_ cause: Cause) {
    self.cause = cause
  }

  /// Whether the remedy lies in the settings (slow motion, frame rate, scale, the strategies
  /// asked for), rather than in the measurements' data: a tool reports these as usage errors.
  package var isSettingsProblem: Bool {
    switch cause {
    case .noMeasurements, .notComparable: return false
    case .setting, .tooManyPhones, .onePhoneOnly, .tooManyFrames, .frameTooLarge, .tooMuchWork:
      return true
    }
  }

  /// The value at fault.
  package var subject: String {
    switch cause {
    case .setting(let name, let value, _, _): return "\(name) \(NumberText.exact(value))"
    case .noMeasurements: return "animation"
    case .tooManyPhones(let count, _): return "animation of \(count) strategies"
    case .notComparable(let barName, _): return "strategy \(barName)"
    case .onePhoneOnly(let count): return "screen recording of \(count) strategies"
    case .tooManyFrames(let count, _, _): return "animation of \(count) frames"
    case .frameTooLarge(let width, let height): return "animation frame \(width)×\(height)"
    case .tooMuchWork(let frames, let pixels, _, _):
      return "animation of \(frames) frames of \(pixels) pixels"
    }
  }

  /// Why, and what to change.
  package var problem: String {
    switch cause {
    case .setting(_, _, let range, let unit):
      return range.requirement(unit)
    case .noMeasurements:
      return "needs at least one measured series"
    case .tooManyPhones(_, let limit):
      return "shows at most \(limit) phones side by side; choose fewer strategies"
    case .notComparable(_, let first):
      return "was measured on another scenario or clock than \(first); one animation shows one "
        + "scenario"
    case .onePhoneOnly:
      return "a screen recording shows one phone; choose one strategy"
    case .tooManyFrames(_, let limit, let remedies):
      return "more than the limit of \(limit) frames; \(AnimationRemedy.text(remedies))"
    case .frameTooLarge:
      return "each side must be at most \(AnimationLimits.maximumFrameSide) pixels and the frame "
        + "at most \(AnimationLimits.maximumFramePixels) pixels; lower the scale or show fewer "
        + "strategies"
    case .tooMuchWork(_, _, let limit, let remedies):
      return
        "more than the limit of \(limit) pixels drawn in all; \(AnimationRemedy.text(remedies))"
    }
  }
}
