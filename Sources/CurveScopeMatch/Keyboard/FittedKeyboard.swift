public import CurveScopeTiming

/// The keyboard's motion over one stretch of a trace as the matcher fitted it: where it starts,
/// and each animation's start time, target and timing, combined as UIKit combines interrupting
/// animations (additively, or by the scenario's rule when the trace has events).
public struct FittedKeyboard: Sendable {
  /// One animation of the fitted keyboard.
  public struct Animation: Hashable, Sendable {
    /// When it starts, in seconds on the trace's clock.
    public var time: Double
    /// Where the keyboard's top edge was heading before (the previous target).
    public var from: Double
    /// Where it heads, in screen points.
    public var to: Double
    /// Its timing; `nil` for a jump (no animation).
    public var timing: Timing?
  }

  /// Where the keyboard's top edge rests before the first animation.
  public let initialLevel: Double
  /// The animations, in time order.
  public let animations: [Animation]
  /// The motion, evaluated at any instant.
  public let timeline: MotionTimeline
  /// How the animations combine.
  public let rule: RetargetRule

  /// A keyboard from `initialLevel` through `animations`, combined by `rule`.
  public init(initialLevel: Double, animations: [Animation], rule: RetargetRule = .additive) {
    self.initialLevel = initialLevel
    self.animations = animations
    self.rule = rule
    var timeline = MotionTimeline(initialValue: initialLevel)
    for animation in animations {
      timeline.animate(to: animation.to, at: animation.time, timing: animation.timing, rule: rule)
    }
    self.timeline = timeline
  }

  /// The keyboard's top edge at `seconds` on the trace's clock.
  @inline(__always)
  public func value(at seconds: Double) -> Double {
    timeline.value(at: seconds)
  }

  /// Where it ends.
  public var finalLevel: Double { timeline.finalValue }
}
