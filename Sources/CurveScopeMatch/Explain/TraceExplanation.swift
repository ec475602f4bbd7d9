public import CurveScopeExplain
public import CurveScopeMeasure

/// What a recorded trace shows, which model it moves like, and what fixes it: the recording's
/// symptoms, a sentence naming the strategy the bar moves like, and the diagnosis of that
/// strategy on the notifications the recording had (``SyncExplainer`` on the matched model,
/// its latency included), said in the app's platform's words; with the assumptions it rests on
/// and how sure it is.
public struct TraceExplanation: Sendable {
  /// The recording's measures.
  public var recorded: SyncSummary
  /// What desyncs in the recording (overlap, gap, lag, final error); empty when in sync.
  public var symptoms: [SyncFinding]
  /// The match.
  public var match: TraceMatch
  /// `Your bar moves like reported-duration (RMS 0.32 pt, latency −0.1 ms): it animates with
  /// the notification's duration (0.25 s) but UIKit's default ease-in-out curve, …`.
  public var sentence: String
  /// The matched strategy diagnosed on the recording's notifications: why it desyncs and the
  /// smallest verified fix; `nil` when it cannot be simulated (a custom fit without a strategy).
  public var model: SyncExplanation?
  /// The platform the causes and the fix are written for.
  public var platform: AppPlatform
  /// Why the bar desyncs (the model's causes), in the platform's words.
  public var problems: [SyncFinding]
  /// The fix, in the platform's words and code, verified on the model.
  public var fix: PlatformFix?
  /// What the diagnosis takes for granted.
  public var assumptions: [TraceAssumption]
  /// How sure it is, and what it rests on.
  public var confidence: TraceConfidence

  /// Whether the recorded bar stays within tolerance at every frame.
  public var isInSync: Bool { recorded.isInSync }
}
