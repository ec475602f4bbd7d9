import CurveScope
import CurveScopeGallery
import Foundation
import Testing

@testable import CurveScopePlot

/// Filmstrip, strategy overview, curve gallery, option bits, heat map and the gallery plan.
@Suite("Other figures")
struct OtherFiguresTests {
  static func analysis(_ strategy: InputBarStrategy) throws -> SyncMeasurement {
    try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: strategy, clock: FrameClock(.hz120)
    ).measurement()
  }

  static func texts(_ figure: Figure) throws -> [String] {
    let recorder = RecordingRenderer()
    try figure.draw(
      on: recorder, measurer: FixedAdvanceTextMeasurer(), canvas: Canvas(width: 800, height: 500))
    return recorder.texts
  }

  @Test("filmstrip frames: first, max overlap (frame 11), max gap (frame 28), settled, filled in")
  func filmstripFrames() throws {
    let analysis = try Self.analysis(.reportedDuration)
    let overlap = ShowReference.maximum {
      ShowReference.reportedBar($0) - ShowReference.keyboardTop($0)
    }
    let gap = ShowReference.maximum {
      ShowReference.keyboardTop($0) - ShowReference.reportedBar($0)
    }
    let frames = FilmstripFigure.frames([analysis], summaries: [analysis.summary], count: 10)
    #expect(frames.count == 10)
    #expect(frames == frames.sorted() && Set(frames).count == 10)
    #expect(frames.first == 0)
    #expect(frames.contains(overlap.frame) && overlap.frame == 11)
    #expect(frames.contains(gap.frame) && gap.frame == 28)
    #expect(frames.allSatisfy { $0 < analysis.series.frames.count })
    #expect(
      FilmstripFigure.frames([analysis], summaries: [analysis.summary], count: 500).count == 73)
  }

  /// A strategy animating over 2 s is measured over a longer window than one in sync: the rows
  /// share the frames of the shorter, and drawing them does not index past it (it trapped).
  @Test("filmstrip rows measured over different windows share the frames of the shortest")
  func filmstripWindows() throws {
    let json = #"{"name": "slow", "duration": 2, "curve": "linear"}"#
    let slow = try InputBarStrategy(json: Array(json.utf8))
    let long = try Self.analysis(slow)
    let short = try Self.analysis(.curveShift)
    #expect(long.series.frames.count > short.series.frames.count)
    let frames = FilmstripFigure.frames(
      [long, short], summaries: [long.summary, short.summary], count: 10)
    #expect(frames.count == 10)
    #expect(frames.allSatisfy { $0 < short.series.frames.count })
    let figure = try FilmstripFigure([long, short]).figure()
    let texts = try Self.texts(figure)
    // Ten time labels a row (the row titles end in a lag in ms too, but after a colon).
    #expect(texts.filter { $0.hasSuffix(" ms") && !$0.contains(":") }.count == 20)
  }

  @Test("filmstrip cells: one keyboard rectangle per frame, time above, gap below")
  func filmstripCells() throws {
    let analysis = try Self.analysis(.reportedDuration)
    let figure = try FilmstripFigure([analysis]).figure()
    guard case .diagram(let diagram) = figure.panels[0].content else {
      Issue.record("not a diagram")
      return
    }
    let keyboards = diagram.shapes.filter {
      if case .rectangle(_, let fill, _, _) = $0 { return fill == Theme.standard.keyboardFill }
      return false
    }
    #expect(keyboards.count == 10)
    let texts = try Self.texts(figure)
    #expect(texts.contains("91.7 ms") && texts.contains("max overlap"))
    #expect(texts.contains("\u{2212}63.5 pt") && texts.contains("+19.1 pt"))
    #expect(
      throws: FigureInputError(
        figure: "filmstrip", .tooManyStrategies(maximum: FilmstripFigure.maximumRows))
    ) {
      try FilmstripFigure(Array(repeating: analysis, count: FilmstripFigure.maximumRows + 1))
    }
  }

  @Test("overview: worst first, identical strategies share a panel")
  func overview() throws {
    let analyses = try InputBarStrategy.presets.map { try Self.analysis($0) }
    let figure = try StrategyOverviewFigure(analyses).figure()
    let titles = figure.panels.compactMap { panel -> String? in
      if case .plot(let plot) = panel.content { return plot.title }
      return nil
    }
    #expect(
      titles == [
        "1. kvo-center: gap 288 pt",
        "2. fixed-guess: covers 116 pt, ends \u{2212}75 pt",
        "3. reported-duration = unshifted-curve: covers 63.5 pt, gap 19.1 pt",
        "4. display-link: covers 16.3 pt",
        "5. curve-shift = iqkeyboardmanager and 5 more: in sync",
      ])
    #expect(figure.resolvedColumnCount == 2 && figure.sharesXAxis)
  }

  @Test("overview: a panel shared by more than three strategies counts them, the header names them")
  func overviewSharedPanel() throws {
    let copies = try ["a", "b", "c", "d"].map { name in
      var strategy = InputBarStrategy.fixedGuess
      strategy.name = name
      return try Self.analysis(strategy)
    }
    let figure = try StrategyOverviewFigure(copies + [try Self.analysis(.layoutGuide)]).figure()
    let titles = figure.panels.compactMap { panel -> String? in
      if case .plot(let plot) = panel.content { return plot.title }
      return nil
    }
    #expect(
      titles == [
        "1. a = b and 2 more: covers 116 pt, ends \u{2212}75 pt", "2. layout-guide: in sync",
      ])
    #expect(figure.header?.lines.map(\.text).contains("Panel 1: a, b, c, d.") == true)
  }

  @Test("curve gallery: catalogue values at known times (the published tables)")
  func curves() throws {
    let figure = try CurveGalleryFigure().figure()
    let plots = figure.panels.compactMap { panel -> PlotPanel? in
      if case .plot(let plot) = panel.content { return plot }
      return nil
    }
    #expect(plots.count == 4)
    func value(_ plot: PlotPanel, _ series: Int, at x: Double) -> Double? {
      plot.series[series].points.first { abs($0.x - x) < 1e-9 }?.y
    }
    // Normalised: ease-in-out at 0.25 and 0.5 of its duration.
    #expect(abs((value(plots[0], 0, at: 0.252) ?? 0) - ShowReference.easeInOut(0.252)) < 1e-7)
    #expect(abs((value(plots[0], 0, at: 0.5) ?? 0) - 0.5) < 1e-9)
    // Keyboard models at 100 ms and 250 ms.
    #expect(abs((value(plots[2], 0, at: 100) ?? 0) - 0.544778) < 1e-6)
    #expect(abs((value(plots[2], 1, at: 250) ?? 0) - 0.389682) < 1e-6)
    #expect(plots[2].series.count == 5 && plots[0].series.count == 6)
    #expect(figure.header?.legendEntries.count == 11)
  }

  @Test("option bits: the set cells are the codec's bits for 7 << 16, 16 << 16 and 7")
  func optionBits() throws {
    let figure = try OptionBitsFigure().figure()
    guard case .diagram(let diagram) = figure.panels[0].content else {
      Issue.record("not a diagram")
      return
    }
    // Set cells are filled with their field's ink colour and labelled "1": three in the curve
    // field, one in the transition field, three flags.
    let texts = try Self.texts(figure)
    #expect(texts.filter { $0 == "1" }.count == 7)
    #expect(texts.filter { $0 == "0" }.count == 3 * 32 - 7 + 1)  // + the bit number 0 on top
    #expect(texts.contains { $0.hasPrefix("7 << 16") && $0.hasSuffix("= 0x70000 = 458752") })
    #expect(texts.contains { $0.hasPrefix("16 << 16") && $0.hasSuffix("= 0x100000 = 1048576") })
    #expect(texts.contains { $0.contains("transition field 1 (flipFromLeft)") })
    #expect(
      texts.contains {
        $0.contains("flags layoutSubviews | allowUserInteraction | beginFromCurrentState")
      })
    #expect(texts.contains("codec: undocumented-curve, spills-into-transition"))
    #expect(texts.contains("codec: unshifted-curve"))
    let outlines = diagram.shapes.filter {
      if case .rectangle(_, nil, let stroke?, _) = $0 { return stroke.width > 2 }
      return false
    }
    #expect(outlines.count == 1)  // 7 << 16's curve field, highlighted
  }

  @Test("heat map: one row per strategy, worst mean first, cells are the sweep's values")
  func heatMap() throws {
    let sweep = SyncSweep(
      strategies: [.curveShift, .reportedDuration, .displayLink], keyboardHeights: [216, 291],
      frameRates: [.hz120], durations: [0.25])
    let rows = try sweep.run(threads: 1)
    let figure = try SweepHeatMapFigure(
      SyncGrid(sweep: sweep, rows: rows, measure: .maxOverlap, axis: .keyboardHeight)
    ).figure()
    guard case .heatMap(let map) = figure.panels[0].content else {
      Issue.record("not a heat map")
      return
    }
    #expect(map.rowLabels == ["reported-duration", "display-link", "curve-shift"])
    #expect(map.columnLabels == ["216", "291"])
    func overlap(_ strategy: String, _ height: Double) -> Double? {
      rows.first { $0.strategy == strategy && $0.keyboardHeight == height }?.summary
        .maxOverlapPoints
    }
    #expect(
      map.values[0] == [overlap("reported-duration", 216), overlap("reported-duration", 291)])
    #expect(map.values[2] == [0, 0])
    #expect(abs((map.values[0][1] ?? 0) - 63.55) < 0.01)
    #expect(throws: FigureInputError(figure: "heat map", .noRows)) {
      try SweepHeatMapFigure(SyncGrid(sweep: sweep, rows: [], measure: .maxGap, axis: .duration))
    }
  }

  @Test("gallery plan: one comparison per distinct way out of sync, preferred strategy first")
  func plan() throws {
    let analyses = try InputBarStrategy.presets.map { try Self.analysis($0) }
    #expect(
      InstructiveComparison.handlers(analyses).map(\.series.barName) == [
        "reported-duration", "display-link", "fixed-guess",
      ])
    let items = try GalleryPlan.items(scenarios: [try Scenario.defaultShow()])
    #expect(
      items.map(\.name) == [
        "comparison-show-375x812-291", "comparison-show-375x812-291-display-link",
        "comparison-show-375x812-291-fixed-guess", "filmstrip-show-375x812-291",
        "overview-show-375x812-291", "curves", "fit-keyboard",
        "fit-keyboard-elsewhere", "option-bits",
        "heatmap-overlap-by-height", "heatmap-gap-by-duration", "heatmap-profiles",
        "dismissal-slow-drag-release", "dismissal-drag-return", "dismissal-flick",
        "pacing-spread",
      ])
    #expect(items[0].caption.contains("keyboard covers the bar by up to 63.5 pt at 91.7 ms"))
    // Measured when the plan is made; `curvescope fit keyboard` reports the same 0.0091.
    let fit = items.first { $0.name == "fit-keyboard" }
    #expect(fit?.caption.contains("max error 0.0091 of travel") == true)
    #expect(GalleryPlan.fileName("../a b/ç.json") == "-a-b--.json")
    #expect(GalleryPlan.fileName("...") == "scenario")
  }

  @Test("gallery plan: an interactive scenario gets a dismissal figure, not comparisons")
  func interactivePlan() throws {
    let flick = try Scenario.interactiveDismissal(.flick)
    let items = try GalleryPlan.items(scenarios: [flick])
    let names = items.map(\.name)
    #expect(!names.contains { $0.hasPrefix("comparison-") })
    #expect(names.contains("overview-interactive-flick"))
    // The scenario's own dismissal replaces the flick's; the other gestures keep theirs.
    #expect(
      names.filter { $0.hasPrefix("dismissal-") } == [
        "dismissal-interactive-flick", "dismissal-slow-drag-release", "dismissal-drag-return",
      ])
    let figure = try #require(items.first { $0.name == "dismissal-interactive-flick" })
    #expect(figure.caption.contains("5 followers"))
    // Followers alone (no handler) are still compared.
    let followers = try [InputBarStrategy.kvoCenter, .displayLinkPredictive].map {
      try Self.analysis($0)
    }
    #expect(InstructiveComparison.handlers(followers).map(\.series.barName) == ["kvo-center"])
  }

  @Test("the index lists every figure under its section with its caption")
  func index() {
    let items = ["a", "b", "c"].enumerated().map { index, name in
      GalleryItem(
        name: name, section: index == 1 ? "Filmstrips" : "Comparisons", caption: "about \(name)",
        figure: OptionBitsFigure())
    }
    let text = GalleryRenderer.index(items, files: ["a.png", "b.png", "c.png"])
    let comparisons = text.range(of: "## Comparisons")
    let filmstrips = text.range(of: "## Filmstrips")
    #expect(comparisons != nil && filmstrips != nil)
    if let comparisons, let filmstrips {
      #expect(comparisons.lowerBound < filmstrips.lowerBound)
      #expect(text[comparisons.upperBound..<filmstrips.lowerBound].contains("![c](c.png)"))
    }
    #expect(text.contains("![b](b.png)\n\nabout b\n"))
  }
}
