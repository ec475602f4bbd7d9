import CurveScope
import CurveScopePlot
import Testing

@testable import CurveScopeAnimation

/// Frames of the annotated animation read pixel by pixel: the frame's size, the overlap and the
/// gap in the palette's colours where the measures put them (and nowhere in a phone in sync),
/// the keyboard's edge and the bar's outline, the counter reading the frame's time.
struct SyncAnimationPixelTests {
  let animation: SyncAnimation
  let measurements: [SyncMeasurement]

  init() throws {
    measurements = try AnimationFixtures.three()
    animation = try SyncAnimation(measurements)
  }

  @Test("the frame is three 375 × 812 phones 28 pt apart with 16 pt margins, at 1 px per point")
  func dimensions() throws {
    #expect(animation.pixelWidth == 16 + 375 + 28 + 375 + 28 + 375 + 16)
    for index in 0..<3 {
      let rect = animation.phoneRect(index)
      #expect(rect.x == 16 + index * (375 + 28))
      #expect(rect.width == 375 && rect.height == 812)
    }
    let image = try animation.render(frame: 0)
    #expect(image.width == animation.pixelWidth && image.height == animation.pixelHeight)
    // Header, labels, phone, readout, clock and legend stack under each other.
    #expect(animation.pixelHeight > animation.phoneRect(0).y + 812 + 60)
    let doubled = try SyncAnimation(measurements, settings: try AnimationSettings(scale: 2))
    #expect(doubled.pixelWidth == 2 * animation.pixelWidth)
    #expect(doubled.phoneRect(1).width == 750)
  }

  /// The colour at a screen point of phone `phone`, in points from the screen's top left.
  func color(_ image: RasterImage, phone: Int, x: Double, y: Double) -> UInt32? {
    let rect = animation.phoneRect(phone)
    return image.rgb(x: rect.x + Int(x.rounded(.down)), y: rect.y + Int(y.rounded(.down)))
  }

  /// Pixels of exactly `color` inside phone `phone`'s screen.
  func count(_ color: UInt32, in image: RasterImage, phone: Int) -> Int {
    let rect = animation.phoneRect(phone)
    var count = 0
    for y in rect.y..<(rect.y + rect.height) {
      for x in rect.x..<(rect.x + rect.width) where image.rgb(x: x, y: y) == color { count += 1 }
    }
    return count
  }

  @Test("at the deepest overlap the band between keyboard top and bar bottom is the overlap colour")
  func overlap() throws {
    let reported = measurements[0]
    let frame = try #require(
      AnimationFixtures.frame(reported, at: reported.summary.maxOverlapAtMilliseconds))
    let output = try #require(animation.timeline.firstInstant(showing: frame, ofSeries: 0))
    let image = try animation.render(frame: output)
    let edges = reported.series.frames[frame]
    let keyboardTop = try #require(edges.keyboardTop)
    let barBottom = try #require(edges.barBottom)
    #expect(abs(barBottom - keyboardTop - 63.5) < 0.05)
    let overlap = AnimationFixtures.hex(Theme.standard.overlap)
    let middle = (keyboardTop + barBottom) / 2
    #expect(color(image, phone: 0, x: 300, y: middle) == overlap)
    // The band is the full width between the two edges, less the keyboard's line (3 pt, half
    // in the band) and the bar's outline (3 pt lines), each up to a row more where an edge
    // falls between pixels: at most 10 rows and two 4-pixel columns of the bar's height.
    let pixels = count(overlap, in: image, phone: 0)
    let band = (barBottom - keyboardTop) * 375
    #expect(Double(pixels) > band - 10 * 375 - 2 * 4 * 52)
    #expect(Double(pixels) <= band + 375)
    // curve-shift is in sync: no overlap anywhere on its screen.
    #expect(count(overlap, in: image, phone: 1) == 0)
    // display-link is one frame late here: 16.3 pt at 58.3 ms, less at 91.7 ms, still covered.
    let late = try #require(measurements[2].series.frames[frame].gap)
    #expect(late < 0)
  }

  @Test("at the widest gap the blank strip is the gap colour, under the keyboard's blue edge")
  func gap() throws {
    let reported = measurements[0]
    let frame = try #require(
      AnimationFixtures.frame(reported, at: reported.summary.maxGapAtMilliseconds))
    let output = try #require(animation.timeline.firstInstant(showing: frame, ofSeries: 0))
    let image = try animation.render(frame: output)
    let edges = reported.series.frames[frame]
    let keyboardTop = try #require(edges.keyboardTop)
    let barBottom = try #require(edges.barBottom)
    #expect(abs(keyboardTop - barBottom - 19.1) < 0.05)
    let gap = AnimationFixtures.hex(Theme.standard.gap)
    #expect(color(image, phone: 0, x: 187, y: (keyboardTop + barBottom) / 2) == gap)
    #expect(
      color(image, phone: 0, x: 187, y: keyboardTop)
        == AnimationFixtures.hex(Theme.standard.keyboard))
    #expect(
      color(image, phone: 0, x: 187, y: barBottom - 52 + 1.5)
        == AnimationFixtures.hex(Theme.standard.bar))
    #expect(count(gap, in: image, phone: 1) == 0)
    #expect(count(gap, in: image, phone: 2) == 0)
  }

  @Test("the in-sync phone: bar outlined in orange right above the keyboard's edge")
  func inSync() throws {
    let output = animation.timeline.motionFrameCount / 2
    let image = try animation.render(frame: output)
    let shown = animation.timeline.instant(output).shown[1]
    let edges = measurements[1].series.frames[shown]
    let keyboardTop = try #require(edges.keyboardTop)
    #expect(edges.gap == 0 && keyboardTop < 812 && keyboardTop > 521)
    #expect(
      color(image, phone: 1, x: 187, y: keyboardTop - 52 + 1.5)
        == AnimationFixtures.hex(Theme.standard.bar))
    #expect(
      color(image, phone: 1, x: 1, y: keyboardTop - 26) == AnimationFixtures.hex(Theme.standard.bar)
    )
  }

  @Test("the counter reads the time of the display frame on screen", arguments: [0, 11, 28, 72])
  func counter(displayFrame: Int) throws {
    let output = try #require(animation.timeline.firstInstant(showing: displayFrame, ofSeries: 0))
    let image = try animation.render(frame: output)
    let time = measurements[0].series.frames[displayFrame].timeMilliseconds
    // The same text drawn alone at the counter's place, on the background.
    let layout = animation.layout
    let expected = try RasterImage.render(
      options: try RenderOptions(
        pixelWidth: animation.pixelWidth, pixelHeight: animation.pixelHeight, scale: 1)
    ) { renderer, _, _ in
      try renderer.fillRect(
        Rect(x: 0, y: 0, width: layout.width, height: layout.height), color: .white)
      try renderer.drawText(
        "t = \(NumberText.reading(time, minus: .typographic)) ms",
        at: Point(x: AnimationLayout.margin, y: layout.clockTop + 10 * layout.text),
        style: TextStyle(
          size: AnimationLayout.Font.counter * layout.text, weight: .bold,
          color: Theme.standard.text, verticalAnchor: .top))
    }
    let top = Int(layout.clockTop) + 8
    var differing = 0
    for y in top..<(top + Int(34 * layout.text)) {
      for x in 16..<Int(240 * layout.text) where image.rgb(x: x, y: y) != expected.rgb(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0, "counter at display frame \(displayFrame), \(time) ms")
  }

  @Test(
    "every text stays at least 11 px when the frame is shown 800 px wide (a pull request's column)",
    arguments: [1, 2, 3, 8])
  func legibleAtColumnWidth(phones: Int) throws {
    let strategies = Array(InputBarStrategy.presets.prefix(phones))
    let animation = try SyncAnimation(try AnimationFixtures.show(strategies))
    let shown = min(Double(animation.pixelWidth), 800)
    let factor = shown / Double(animation.pixelWidth)
    let font = AnimationLayout.Font.self
    let sizes = [
      font.title, font.subtitle, font.counter, font.counterNote, font.name, font.verdict,
      font.readout, font.legend,
    ]
    // Pixels per point: the animation's scale (1 by default).
    let scale = Double(animation.pixelWidth) / animation.layout.width
    let smallest = (sizes.min() ?? 0) * animation.layout.text * scale * factor
    #expect(smallest >= 11 - 1e-9, "\(phones) phones, \(animation.pixelWidth) px wide")
    // The text grows only when the frame is wider than the column.
    #expect(animation.layout.text == max(1, animation.layout.width / 800))
  }

  @Test("frames that show the same display frames are the same picture")
  func repeatedFramesAreIdentical() throws {
    let timeline = animation.timeline
    // The lead-in: the first frame shown for 0.5 s.
    #expect(timeline.instant(1).shown == timeline.instant(0).shown)
    #expect(try animation.render(frame: 0) == animation.render(frame: 1))
    let last = timeline.frameCount - 1
    #expect(try animation.render(frame: last) == animation.render(frame: last - 5))
    #expect(
      try animation.render(frame: 0) != animation.render(frame: timeline.motionFrameCount / 2))
  }
}
