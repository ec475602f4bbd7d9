public import CurveScopeDetection
import CurveScopeSupport
import CurveScopeVideo

/// Why a recording, read whole, gives no verdict. The trace and the debug frames of what was
/// seen are still written; `measure` exits 65 with this reason.
public enum MeasurementRefusal: Sendable, Hashable {
  /// No keyboard found (see the detector's reason).
  case noKeyboard(MotionDetection.Failure)
  /// A keyboard, but nothing riding on it moves with it: no input bar.
  case noBar
  /// The bar is never seen at rest above the keyboard, so its resting gap is unknown.
  case barNeverAtRest
  /// Where the bar sits in the frames without the keyboard contradicts how far it moves with
  /// the keyboard, so none of its registrations is trusted.
  case barContradictsTravel
  /// Too few frames of the keyboard's motion show both edges.
  case tooFewFrames(seen: Int, needed: Int)
  /// The clear frames give `verdict`, but departures beyond the tolerance on edges seen
  /// with too little confidence to count would change it: `count` of them, the largest
  /// `largest` points at `milliseconds`.
  case verdictInDoubt(verdict: DesyncVerdict, count: Int, largest: Double, milliseconds: Double)
  /// The recording has `framesPerSecond` frames a second, under
  /// ``MeasuredRecording/veryLowFrameRate``, and departures beyond the tolerance on one frame
  /// alone would change the clear frames' `verdict`: `count` of them, the largest `largest`
  /// points at `milliseconds`.
  case singleFrameInDoubt(
    verdict: DesyncVerdict, count: Int, largest: Double, milliseconds: Double,
    framesPerSecond: Double)
  /// The clear frames show an extra gap (the largest `largest` points at `milliseconds`), but
  /// the bar is never seen at rest with the keyboard hidden, so the gap its layout rests at
  /// there, which the expected gap moves towards as the keyboard hides, is unknown.
  case hiddenRestUnseen(largest: Double, milliseconds: Double)
  /// The keyboard rests below its resting top with the bar farther from it than expected
  /// (``RestingGapAnalysis/gapAtAnotherKeyboardHeight``): a bar that floats there cannot be
  /// told from one the keyboard covers at its resting top. `restingTop` is the keyboard's
  /// resting top, points.
  case gapAtAnotherKeyboardHeight(RestingGapAnalysis.OtherHeight, restingTop: Double)
  /// The bar rests at gaps from `low` to `high` points with the keyboard up, each held 150 ms
  /// or more (``RestingGapAnalysis/unsteadyRestUp``): which of them a motion starts from or
  /// ends at is unknown.
  case unsteadyRestUp(low: Double, high: Double)

  /// The reason in words.
  public var reason: String {
    switch self {
    case .noKeyboard(.noKeyboardMotion):
      return "no keyboard moves in it: nothing rises from or falls to the bottom of the screen "
        + "(no keyboard, or one that never shows or hides); if the screen is only part of the "
        + "frame (a device frame, two phones side by side), give its region with --roi"
    case .noKeyboard(.noRestingKeyboard):
      return "something moves at the bottom of the screen but never comes to rest, so there is "
        + "no keyboard at rest to measure against"
    case .noKeyboard(.noKeyboardEdge):
      return "the top edge of what moves at the bottom of the screen could not be placed"
    case .noKeyboard(.tooSmall(let rows, let minimum)):
      return "what moves at the bottom is \(rows) px tall, too small for a keyboard (at least "
        + "\(minimum) px: 55 % of the width of a phone screen held upright, else 30 % of the "
        + "screen's shorter side): no keyboard, or its top edge was placed between its key rows"
    case .noBar:
      return "no input bar: nothing above the keyboard moves with it (no bar rides on it, or "
        + "the layout does not move for the keyboard and a bar at the bottom of the screen is "
        + "under it; the keyboard's trace is still written)"
    case .barNeverAtRest:
      return "the bar is never seen at rest on the keyboard, so its resting gap is unknown"
    case .barContradictsTravel:
      return "where the bar sits while the keyboard is hidden contradicts how far it moves with "
        + "the keyboard (a bar that moves before or apart from the keyboard, or one that looks "
        + "like the content around it), so no frame's bar is trusted"
    case .tooFewFrames(let seen, let needed):
      return "only \(seen) frame\(seen == 1 ? "" : "s") of the keyboard's motion show both "
        + "edges (at least \(needed) needed for a verdict)"
    case .verdictInDoubt(let verdict, let count, let largest, let milliseconds):
      return "the verdict cannot be told: the clear frames say \"\(verdict.rawValue)\", but "
        + "\(count) departure\(count == 1 ? "" : "s") beyond the tolerance (up to "
        + "\(NumberText.reading(abs(largest), decimals: 1)) pt at "
        + "\(NumberText.reading(milliseconds, decimals: 1)) ms) lie on edges seen with a "
        + "confidence under \(NumberText.reading(RestingGapAnalysis.decidingConfidence)) and "
        + "would change it (a soft, small or low-frame-rate copy: measure the original "
        + "recording, or look at those frames with --debug-frames)"
    case .singleFrameInDoubt(let verdict, let count, let largest, let milliseconds, let rate):
      return "the verdict cannot be told: the counted frames say \"\(verdict.rawValue)\", but "
        + "\(count) departure\(count == 1 ? "" : "s") beyond the tolerance on one frame alone "
        + "(up to \(NumberText.reading(abs(largest), decimals: 1)) pt "
        + "\(largest < 0 ? "nearer the keyboard" : "farther from it") at "
        + "\(NumberText.reading(milliseconds, decimals: 1)) ms) would change it; at "
        + "\(NumberText.reading(rate, decimals: 1)) fps a bar that leaves its place for a frame "
        + "or two of the screen shows on one frame only, so that frame can be neither dismissed "
        + "as a misread nor taken as a desync (record at 60 fps, or look at that frame with "
        + "--debug-frames)"
    case .hiddenRestUnseen(let largest, let milliseconds):
      return "the verdict cannot be told: the bar's gap to the keyboard grows up to "
        + "\(NumberText.reading(largest, decimals: 1)) pt beyond its resting gap with the "
        + "keyboard up (at \(NumberText.reading(milliseconds, decimals: 1)) ms), but the bar is "
        + "never seen at rest with the keyboard hidden, so whether its layout rests that far "
        + "from a hidden keyboard (a bar on the safe-area inset) is unknown (record until the "
        + "bar rests with the keyboard hidden)"
    case .gapAtAnotherKeyboardHeight(let other, let restingTop):
      return "the verdict cannot be told: the keyboard rests at "
        + "\(NumberText.reading(other.keyboardTop, decimals: 1)) pt from "
        + "\(NumberText.reading(other.startMilliseconds, decimals: 1)) to "
        + "\(NumberText.reading(other.endMilliseconds, decimals: 1)) ms, "
        + "\(NumberText.reading(other.keyboardTop - restingTop, decimals: 1)) pt below its "
        + "resting top (a suggestion strip hidden, another keyboard), and the bar's gap to it "
        + "there is \(NumberText.reading(other.extra, decimals: 1)) pt beyond the expected gap: "
        + "the bar does not follow the keyboard's change of height, and the frames cannot tell "
        + "a bar that floats that far above the lower keyboard from one whose lower part the "
        + "keyboard covers at its resting top (look at those frames with --debug-frames)"
    case .unsteadyRestUp(let low, let high):
      return "the verdict cannot be told: with the keyboard up the bar rests "
        + "\(NumberText.reading(low, decimals: 1)) pt above it at one time and "
        + "\(NumberText.reading(high, decimals: 1)) pt at another (each for 150 ms or more): the "
        + "bar grew or changed while the keyboard rested, or content next to it was taken for "
        + "it, so the resting gap a motion is measured against is unknown (look at those frames "
        + "with --debug-frames)"
    }
  }
}
