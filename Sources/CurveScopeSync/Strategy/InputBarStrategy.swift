public import CurveScopeNotifications
public import CurveScopeSupport

/// How an app moves its input bar when keyboard notifications arrive.
///
/// The bar's bottom edge is meant to rest on the keyboard's top edge, `margin` points above it.
/// A strategy either follows the keyboard frame by frame (a layout guide; a display link that
/// copies the keyboard's position some frames late) or animates towards a target on each
/// notification it handles, with an ``AnimationCall`` saying which duration and curve it uses.
public struct InputBarStrategy: Hashable, Sendable {
  /// How the bar reacts.
  public enum Reaction: Hashable, Sendable {
    /// The bar copies the keyboard's top edge every frame, ``InputBarStrategy/latencyFrames``
    /// frames late (0: `UIKeyboardLayoutGuide`, exact).
    case follow
    /// The bar animates to its target when a handled notification arrives.
    case animate(AnimationCall)
  }

  /// The most frames of latency a strategy may have.
  public static let maximumLatencyFrames = 1000

  /// A short identifier (`curve-shift`).
  public var name: String
  /// One sentence saying what the app does, in a user's words.
  public var summary: String
  /// How the bar reacts.
  public var reaction: Reaction
  /// The notification kinds the app observes (ignored by `.follow`).
  public var handledKinds: Set<KeyboardEventKind>
  /// Points between the keyboard's top edge and the bar's bottom edge when in sync (≥ 0).
  public var margin: Double
  /// A keyboard height the app assumes instead of reading the end frame (a hard-coded 216).
  public var assumedKeyboardHeight: Double?
  /// Frames between a notification (or the keyboard's motion, for `.follow`) and the bar's
  /// reaction.
  public var latencyFrames: Int

  /// Creates a strategy.
  /// - Throws: ``StrategyError`` for a negative or non-finite margin or height, a latency out of
  ///   0…``maximumLatencyFrames``, or a handler animation with latency.
  public init(
    name: String, summary: String, reaction: Reaction,
    handledKinds: Set<KeyboardEventKind> = KeyboardEventKind.willKinds, margin: Double = 0,
    assumedKeyboardHeight: Double? = nil, latencyFrames: Int = 0
  ) throws {
    guard margin.isFinite, margin >= 0, margin <= 10_000 else {
      throw StrategyError(
        subject: "margin \(margin)", problem: "must be a number of points in [0, 10000]")
    }
    if let height = assumedKeyboardHeight {
      guard height.isFinite, height >= 0, height <= 100_000 else {
        throw StrategyError(
          subject: "assumed keyboard height \(height)", problem: "must be a number of points ≥ 0")
      }
    }
    guard (0...Self.maximumLatencyFrames).contains(latencyFrames) else {
      throw StrategyError(
        subject: "latency \(latencyFrames) frames",
        problem: "must be in 0…\(Self.maximumLatencyFrames)")
    }
    if case .animate(let call) = reaction, call.insideHandler, latencyFrames > 0 {
      throw StrategyError(
        subject: "strategy \(name)",
        problem: "a change made inside the handler runs with no latency; set latencyFrames to 0")
    }
    if case .animate(let call) = reaction, case .fixed(let seconds) = call.duration {
      guard seconds.isFinite, seconds >= 0, seconds <= 10 else {
        throw StrategyError(
          subject: "duration \(seconds)", problem: "must be a number of seconds in [0, 10]")
      }
    }
    self.init(
      checked: name, summary: summary, reaction: reaction, handledKinds: handledKinds,
      margin: margin, assumedKeyboardHeight: assumedKeyboardHeight, latencyFrames: latencyFrames)
  }

  /// Creates a strategy from values already known to be valid (the presets).
  init(
    checked name: String, summary: String, reaction: Reaction,
    handledKinds: Set<KeyboardEventKind> = KeyboardEventKind.willKinds, margin: Double = 0,
    assumedKeyboardHeight: Double? = nil, latencyFrames: Int = 0
  ) {
    self.name = name
    self.summary = summary
    self.reaction = reaction
    self.handledKinds = handledKinds
    self.margin = margin
    self.assumedKeyboardHeight = assumedKeyboardHeight
    self.latencyFrames = latencyFrames
  }

  /// Where the bar's bottom edge should go when the keyboard's top edge heads for `keyboardTop`
  /// on a screen `screenHeight` tall: `margin` above the keyboard, or with an assumed height,
  /// `margin` above where the app thinks the keyboard is (the screen bottom when hidden).
  public func barTarget(forKeyboardTop keyboardTop: Double, screenHeight: Double) -> Double {
    guard let assumed = assumedKeyboardHeight else { return keyboardTop - margin }
    let isShown = keyboardTop < screenHeight
    return (isShown ? screenHeight - assumed : screenHeight) - margin
  }
}

/// A strategy that cannot be used: bad margin, latency or duration, or a bad strategy file.
public struct StrategyError: CurveScopeError, Equatable {
  /// The strategy or value at fault.
  public var subject: String
  /// Why.
  public var problem: String

  /// Creates an error.
  public init(subject: String, problem: String) {
    self.subject = subject
    self.problem = problem
  }
}
