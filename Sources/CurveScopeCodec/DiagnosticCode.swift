/// Every stable diagnostic code of the curve codec, with when it fires and its severity.
///
/// The raw value is the code as printed and matched by scripts. "Curve" means decoding a
/// `UIView.AnimationCurve` raw value `c` into `c << 16`; "options" means decoding a whole
/// `UIView.AnimationOptions` mask `m` (`curvescope decode --options`).
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable {
  /// `negative-value` (error). Curve: `c` or `c << 16` is negative, so `UInt(c << 16)` traps
  /// with "Negative value is not representable"; the message gives `UInt(bitPattern: c << 16)`.
  /// Options: `m` is negative; the message gives `UInt(bitPattern: m)`.
  case negativeValue = "negative-value"

  /// `bits-shifted-out` (warning). Curve only: `c` needs more than 48 bits, so `c << 16` pushes
  /// its top bits past bit 63 and they are lost (`(c << 16) >> 16 != c`).
  case bitsShiftedOut = "bits-shifted-out"

  /// `already-shifted` (warning). Curve only: `c` is a curve 1…15 already shifted by 16
  /// (`458752` = `7 << 16`); shifting it again moves it out of the curve field.
  case alreadyShifted = "already-shifted"

  /// `undocumented-curve` (info for 7, warning otherwise). Curve: `c` is outside 0…3. Options:
  /// the curve field holds a value outside 0…3. 7 is the keyboard's private spring (mass 3,
  /// stiffness 1000, damping 500, 0.5 s, the reported duration ignored); for any other value the
  /// message says UIKit does not know it and what the curve field holds.
  case undocumentedCurve = "undocumented-curve"

  /// `spills-into-transition` (warning). Curve only: `c << 16` sets bits of the transition field
  /// (bits 20–23, from `c = 16` on); the message names the transition (`16 << 16` =
  /// `transitionFlipFromLeft`).
  case spillsIntoTransition = "spills-into-transition"

  /// `spills-into-frame-rate` (warning). Curve only: `c << 16` sets bits of the
  /// preferred-frames-per-second field (bits 24–27, from `c = 256` on); the message names the
  /// field value (`768 << 16` = `preferredFramesPerSecond60`).
  case spillsIntoFrameRate = "spills-into-frame-rate"

  /// `unknown-transition` (warning). Options only: the transition field holds 8…15, which UIKit
  /// does not name.
  case unknownTransition = "unknown-transition"

  /// `unknown-frame-rate` (warning). Options only: the frames-per-second field holds a value
  /// other than 0 (default), 3 (60 fps) and 7 (30 fps).
  case unknownFrameRate = "unknown-frame-rate"

  /// `unused-bits` (warning). The mask sets bits UIKit does not use (10–15 or 28–63); for a
  /// curve, from `c = 4096` on and for every negative `c`.
  case unusedBits = "unused-bits"

  /// `unshifted-curve` (warning for 7, info for 1…3). Options only: `m` equals a named curve
  /// 1, 2, 3 or 7, which looks like a curve passed without `<< 16`: it sets flags and leaves the
  /// curve field at 0 (easeInOut). For 7: layoutSubviews | allowUserInteraction |
  /// beginFromCurrentState; the message suggests `7 << 16` = `0x70000` = 458752. Masks 1…3 are
  /// also everyday flags (`layoutSubviews`, `allowUserInteraction`), hence only info; 4…6 and
  /// 8…15 are no named curve and are not reported.
  case unshiftedCurve = "unshifted-curve"
}
