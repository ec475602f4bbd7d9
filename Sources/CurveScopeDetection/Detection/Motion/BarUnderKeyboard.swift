/// Evidence that a bar not seen on a frame is under the keyboard: what lies above the keyboard
/// shows no bar where one riding on it, or one gone ahead of it, would be.
///
/// A bar that waits for its own animation (a layout that moves in one step once the keyboard
/// has come up, or that drops at once when it starts to hide) is covered while the keyboard
/// passes over it. At 60 fps some frames show it covered in part and its rows register there;
/// at the 10 to 15 fps of a GIF the keyboard can pass the whole bar between two frames, so no
/// frame shows it covered in part. That it is not seen does not make it covered (a GIF's
/// dithering also hides a bar that rides on the keyboard). What does is that every row from a
/// little above the bar's resting place with the keyboard up down to the keyboard's edge shows
/// no bar, by either of two comparisons:
///
/// - the rows show what they showed on the frame before, where the bar was seen below the
///   keyboard's present edge (or on a frame already so judged, the keyboard rising since): the
///   bar was left where it was, under the keyboard;
/// - the rows show the screen as it rests with the keyboard hidden, and the bar's place there is
///   wholly under the keyboard's edge: the layout is in its hidden state (one that has not yet
///   moved for the rising keyboard, or has already dropped for the falling one), the bar with
///   it.
///
/// A bar that rode on the keyboard, or jumped to its resting place ahead of it, changes those
/// rows. No edge goes with the evidence: the overlap it shows is a lower bound.
enum BarUnderKeyboard {
  /// The rows that may differ, per point of scale, for a band to count as unchanged (a blinking
  /// caret, a status indicator).
  static let changedRowsPerPoint = 1.0

  /// `frames` with ``FrameEdges/barUnderKeyboard`` set where the bar is under the keyboard on
  /// this evidence, `bar` being the bar at rest with the keyboard up and `hidden` the screen
  /// with the keyboard hidden (when the recording shows it), at `scale` pixels a point.
  static func marked(
    _ frames: [FrameEdges], store: ProfileStore, usable: [[Int]?], bar: RidingBar,
    hidden: ProfileImage?, scale pixelsPerPoint: Double
  ) -> [FrameEdges] {
    let height = Double(bar.templateRows.count)
    let under = flags(
      frames, store: store, usable: usable, barTopUp: bar.bottom - height, barHeight: height,
      hidden: hidden.map { ($0, bar.bottom + Double(bar.travel)) },
      pixelsPerPoint: pixelsPerPoint)
    var out = frames
    for index in out.indices where under[index] { out[index].barUnderKeyboard = true }
    return out
  }

  /// For each frame, whether the bar is under the keyboard on this evidence.
  /// - Parameters:
  ///   - frames: the edges found so far; a frame is looked at only when its keyboard is seen and
  ///     its bar is neither seen nor seen covered.
  ///   - store: every frame's row profile.
  ///   - usable: the strips each row compares (`nil`: all).
  ///   - barTopUp: the bar's top row at rest with the keyboard up.
  ///   - barHeight: the bar's height, rows.
  ///   - hidden: the screen with the keyboard hidden, and the bar's lowest row there.
  ///   - pixelsPerPoint: the recording's scale.
  static func flags(
    _ frames: [FrameEdges], store: ProfileStore, usable: [[Int]?], barTopUp: Double,
    barHeight: Double, hidden: (screen: ProfileImage, barBottom: Double)? = nil,
    pixelsPerPoint: Double
  ) -> [Bool] {
    var flags = Array(repeating: false, count: frames.count)
    guard frames.count == store.count, barTopUp.isFinite, barHeight.isFinite, barHeight > 0,
      pixelsPerPoint.isFinite, pixelsPerPoint > 0
    else { return flags }
    let screen = hidden.flatMap {
      $0.screen.rows == store.rows && $0.screen.strips == store.strips ? $0 : nil
    }
    // The bar's lowest row where last seen, and the keyboard's edge on that frame.
    var last: (bottom: Double, keyboard: Double?)?
    for index in frames.indices {
      let frame = frames[index]
      if let bar = frame.barBottom {
        last = (bar.row, frame.keyboardTop?.row)
        continue
      }
      guard frame.barCoveredBottom == nil, let keyboard = frame.keyboardTop?.row else {
        last = nil
        continue
      }
      let band = (from: barTopUp - 2 * pixelsPerPoint, to: keyboard - pixelsPerPoint)
      let left =
        last.map { seen in
          keyboard <= seen.bottom - barHeight - pixelsPerPoint
            && (seen.keyboard.map { keyboard < $0 - pixelsPerPoint } ?? true)
            && unchanged(
              store, usable: usable, frame: index, band: band, minimum: barHeight,
              pixelsPerPoint: pixelsPerPoint, as: store.frame(index - 1))
        } ?? false
      let resting =
        screen.map { screen in
          keyboard <= screen.barBottom - barHeight - pixelsPerPoint
            && unchanged(
              store, usable: usable, frame: index, band: band, minimum: barHeight,
              pixelsPerPoint: pixelsPerPoint, as: screen.screen)
        } ?? false
      guard left || resting else {
        last = nil
        continue
      }
      flags[index] = true
      last = left ? last.map { ($0.bottom, keyboard) } : nil
    }
    return flags
  }

  /// Whether the rows of `band` of frame `frame` show what `other` holds: no more than
  /// ``changedRowsPerPoint`` rows a point differ by a row match's tolerance (the mean over the
  /// row's strips, without a gain: the screens compared are lit alike), over a band of at least
  /// `minimum` rows.
  static func unchanged(
    _ store: ProfileStore, usable: [[Int]?], frame: Int, band: (from: Double, to: Double),
    minimum: Double, pixelsPerPoint: Double, as other: ProfileImage
  ) -> Bool {
    guard frame >= 0, frame < store.count, other.rows == store.rows,
      other.strips == store.strips, band.from.isFinite, band.to.isFinite
    else { return false }
    let top = max(0, Int(band.from.rounded(.down)))
    let bottom = min(store.rows, Int(band.to.rounded(.down)))
    guard Double(bottom - top) >= minimum else { return false }
    let allowed = Int(changedRowsPerPoint * pixelsPerPoint)
    var changed = 0
    for row in top..<bottom {
      guard
        let difference = KeyboardAbsence.difference(
          store, usable, frame: frame, row: row, to: other),
        difference >= RowEvidence.tolerance
      else { continue }
      changed += 1
      if changed > allowed { return false }
    }
    return true
  }
}
