import CurveScopeMeasure
import CurveScopePlot

/// The phone screen that shows a frame series, and the screen's state at each of its frames.
///
/// The screen is the series' size; the keyboard is as tall as the highest it gets (the screen
/// height minus its smallest top edge), the bar ``barHeight`` points tall. A frame where an edge
/// was not seen (a recording) draws that edge where it was last seen (or first seen, before
/// that): the drawing needs a position, and the annotations say the edge was not seen.
struct SeriesScreen {
  /// The input bar's drawn height in points (UIKit's chat input bars are 44–56 pt).
  static let barHeight = 52.0

  let series: FrameSeries
  let screen: PhoneScreen
  /// The position drawn for each frame: (keyboard top, bar bottom).
  let positions: [(keyboardTop: Double, barBottom: Double)]

  /// - Throws: `ScreenDrawingError` when the series' screen cannot be drawn (a side outside
  ///   100…2000 pt).
  init(
    _ series: FrameSeries, appearance: ScreenAppearance, scale: Double,
    contentFollowsBar: Bool = true
  ) throws(ScreenDrawingError) {
    self.series = series
    let lowest = series.frames.compactMap(\.keyboardTop).min() ?? series.screenHeight
    let keyboardHeight = max(0, min(series.screenHeight, series.screenHeight - lowest))
    screen = try PhoneScreen(
      width: series.screenWidth, height: series.screenHeight, appearance: appearance,
      keyboardHeight: keyboardHeight, barHeight: Self.barHeight,
      // Hairlines are one pixel at the screen's own scale (PhoneScreen.scaleRange: 1…4).
      scale: min(4, max(1, scale)),
      contentFollowsBar: contentFollowsBar)
    positions = Self.filled(series)
  }

  /// The state drawn at frame `index`.
  func state(_ index: Int) -> PhoneScreenState {
    let frame = series.frames[index]
    return PhoneScreenState(
      timeMilliseconds: frame.timeMilliseconds, keyboardTop: positions[index].keyboardTop,
      barBottom: positions[index].barBottom)
  }

  /// The state drawn at frame `index` with both edges on whole pixels at `scale` pixels per
  /// point, as a display composites layers: a sub-pixel motion leaves the picture as it is, and
  /// edges stay sharp. (Only the picture: every number shown comes from the series.)
  func state(_ index: Int, snappedTo scale: Double) -> PhoneScreenState {
    var state = state(index)
    state.keyboardTop = (state.keyboardTop * scale).rounded() / scale
    state.barBottom = (state.barBottom * scale).rounded() / scale
    return state
  }

  /// Each frame's edges, a missing one carried from the last frame that saw it (the first seen
  /// before any).
  static func filled(_ series: FrameSeries) -> [(keyboardTop: Double, barBottom: Double)] {
    let frames = series.frames
    var keyboard =
      frames.first(where: { $0.keyboardTop != nil })?.keyboardTop ?? series.screenHeight
    var bar = frames.first(where: { $0.barBottom != nil })?.barBottom ?? series.screenHeight
    return frames.map { frame in
      keyboard = frame.keyboardTop ?? keyboard
      bar = frame.barBottom ?? bar
      return (keyboard, bar)
    }
  }
}
