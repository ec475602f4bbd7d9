public import CurveScopeNotifications
import CurveScopeSupport

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
  /// How the handler turns an end frame into the bar's target (``KeyboardFrameReading/top``
  /// by default).
  public var frameReading: KeyboardFrameReading = .top
  /// What a follower reads and predicts, and whether an animating strategy tracks a dismissal
  /// gesture (``KeyboardTracking/plain`` by default).
  public var tracking: KeyboardTracking = .plain

  /// Creates a strategy.
  /// - Throws: ``StrategyError`` for a negative or non-finite margin or height, a latency out of
  ///   0…``maximumLatencyFrames``, a lead out of [0, ``KeyboardTracking/maximumLeadFrames``],
  ///   or a handler animation with latency.
  public init(
    name: String, summary: String, reaction: Reaction,
    handledKinds: Set<KeyboardEventKind> = KeyboardEventKind.willKinds, margin: Double = 0,
    assumedKeyboardHeight: Double? = nil, latencyFrames: Int = 0,
    frameReading: KeyboardFrameReading = .top, tracking: KeyboardTracking = .plain
  ) throws(StrategyError) {
    let lead = tracking.leadFrames
    guard lead.isFinite, lead >= 0, lead <= KeyboardTracking.maximumLeadFrames else {
      throw StrategyError.leadFrames(lead)
    }
    guard StrategyError.marginRange.contains(margin) else { throw StrategyError.margin(margin) }
    if let height = assumedKeyboardHeight {
      guard StrategyError.heightRange.contains(height) else {
        throw StrategyError.assumedKeyboardHeight(height)
      }
    }
    guard (0...Self.maximumLatencyFrames).contains(latencyFrames) else {
      throw StrategyError.latency(frames: latencyFrames, limit: Self.maximumLatencyFrames)
    }
    if case .animate(let call) = reaction, call.insideHandler, latencyFrames > 0 {
      throw StrategyError.latencyInsideHandler(strategy: name)
    }
    if case .animate(let call) = reaction, case .fixed(let seconds) = call.duration {
      guard StrategyError.durationRange.contains(seconds) else {
        throw StrategyError.duration(seconds)
      }
    }
    self.init(
      checked: name, summary: summary, reaction: reaction, handledKinds: handledKinds,
      margin: margin, assumedKeyboardHeight: assumedKeyboardHeight, latencyFrames: latencyFrames,
      frameReading: frameReading, tracking: tracking)
  }

  /// Creates a strategy from values already known to be valid (the presets).
  init(
    checked name: String, summary: String, reaction: Reaction,
    handledKinds: Set<KeyboardEventKind> = KeyboardEventKind.willKinds, margin: Double = 0,
    assumedKeyboardHeight: Double? = nil, latencyFrames: Int = 0,
    frameReading: KeyboardFrameReading = .top, tracking: KeyboardTracking = .plain
  ) {
    self.frameReading = frameReading
    self.tracking = tracking
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
