import CurveScope
import Foundation
import Testing

@testable import CurveScopeCairo
@testable import CurveScopePlot

/// A recording of hundreds of thousands of frames is drawn from the frames its pixels can show
/// (`FrameSeries.drawingIndices`): the figure looks the same, the measures are the full
/// series', and what is held no longer grows with the frames.
@Suite("Data reduction: a long recording drawn from its pixels' frames")
struct TraceDrawingReductionTests {
  /// 300 000 frames at 120 Hz (41 minutes): the keyboard shows and hides every 4 s, the bar
  /// lags it by a frame, one frame in 997 lost its bar, one spike of 40 pt.
  static func measurement() throws -> SyncMeasurement {
    var frames: [TraceFrame] = []
    frames.reserveCapacity(300_000)
    func keyboard(_ t: Double) -> Double {
      let c = t.truncatingRemainder(dividingBy: 4000)
      let p = c < 500 ? 1 - exp(-c / 60) : c < 2000 ? 1 : c < 2500 ? exp(-(c - 2000) / 60) : 0
      return 812 - 291 * p
    }
    for index in 0..<300_000 {
      let t = Double(index) * 1000 / 120
      var bar: Double? = keyboard(max(0, t - 8.33))
      if index % 997 == 500 { bar = nil }
      if index == 123_456 { bar = keyboard(t) - 40 }
      frames.append(TraceFrame(timeMilliseconds: t, keyboardTop: keyboard(t), barBottom: bar))
    }
    let trace = try Trace(name: "long", screenWidth: 375, screenHeight: 812, frames: frames)
    return try trace.measure(tolerance: 1)
  }

  @Test("at most a few frames a column, every extreme and break kept, the summary whole")
  func indices() throws {
    let whole = try Self.measurement()
    let columns = 8 * 800
    let indices = try #require(whole.series.drawingIndices(columns: columns))
    #expect(indices.count < whole.series.frames.count / 10)
    #expect(indices == indices.sorted() && Set(indices).count == indices.count)
    let reduced = whole.selecting(indices, columns: columns)
    #expect(reduced.summary == whole.summary)
    let frames = whole.series.frames
    // The frames of the lowest and the highest gap (the spike) are kept; so is every frame
    // beside a lost bar.
    let gaps = frames.indices.filter { frames[$0].gap != nil }
    let lowest = try #require(gaps.min { (frames[$0].gap ?? 0) < (frames[$1].gap ?? 0) })
    let highest = try #require(gaps.max { (frames[$0].gap ?? 0) < (frames[$1].gap ?? 0) })
    #expect(highest == 123_456)
    #expect(indices.contains(lowest) && indices.contains(highest))
    for index in frames.indices where frames[index].barBottom == nil {
      #expect(indices.contains(index) && indices.contains(index - 1) && indices.contains(index + 1))
    }
    // A series within the budget is not reduced.
    #expect(reduced.series.drawingIndices(columns: columns * 10) == nil)
  }

  @Test("the reduced recording draws the same PNG as the whole one")
  func samePixels() throws {
    let whole = try Self.measurement()
    let options = try RenderOptions(pixelWidth: 800, pixelHeight: 500, scale: 1)
    let indices = try #require(whole.series.drawingIndices(columns: 8 * options.pixelWidth))
    let images = try [whole, whole.selecting(indices, columns: 8 * options.pixelWidth)].map {
      measurement in
      try CairoSurface.decodePNG(
        try TraceComparisonFigure(recorded: measurement, overlay: nil).figure().encoded(
          as: .png, options: options))
    }
    var largest: UInt32 = 0
    var total = 0.0
    for y in 0..<500 {
      for x in 0..<800 {
        guard let a = images[0].pixel(x: x, y: y), let b = images[1].pixel(x: x, y: y) else {
          Issue.record("no pixel at \(x), \(y)")
          return
        }
        var worst: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          let (ca, cb) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
          worst = max(worst, ca > cb ? ca - cb : cb - ca)
        }
        largest = max(largest, worst)
        total += Double(worst)
      }
    }
    #expect(largest <= 64, "largest difference \(largest)")
    #expect(total / 400_000 < 0.5, "mean difference \(total / 400_000)")
  }

  @Test("a pacing row draws at most 1000 dots, the lowest and highest among them")
  func pacingDots() {
    let values = (0..<10_000).map { Double(($0 * 7919) % 10_000) / 100 }
    let dots = dotRuns(values)
    #expect(dots.count <= PacingSpreadFigure.maximumDots)
    #expect(dots.map(\.value).min() == values.min() && dots.map(\.value).max() == values.max())
    #expect(dots.map(\.index) == dots.map(\.index).sorted())
    #expect(dotRuns(Array(values.prefix(500))).count == 500)
  }
}
