import CurveScopeChart
import CurveScopeChartLayout
import CurveScopeSupport

extension FigurePainter {
  /// Draws a plot panel: grid, clipped data (bands, fills, reference lines, series, markers),
  /// axes with ticks and labels, titles, annotations and the legend.
  func paintPlot(_ panel: PlotPanel, _ layout: PlotLayout, theme: Theme, on renderer: any Renderer)
    throws
  {
    let area = layout.plotArea
    guard area.width > 0, area.height > 0 else { return }
    let xScale = layout.xScale
    let yScale = layout.yScale
    let clamp = FigurePainter.clamp
    func map(_ point: DataPoint) -> Point {
      Point(x: clamp(xScale.position(point.x)), y: clamp(yScale.position(point.y)))
    }

    var grid = Path()
    if panel.xAxis.showsGrid {
      for tick in layout.xTicks {
        grid.move(to: tick.position, area.y)
        grid.line(to: tick.position, area.maxY)
      }
    }
    if panel.yAxis.showsGrid {
      for tick in layout.yTicks {
        grid.move(to: area.x, tick.position)
        grid.line(to: area.maxX, tick.position)
      }
    }
    if !grid.isEmpty { try renderer.stroke(grid, style: LineStyle(color: theme.grid, width: 0.8)) }

    try renderer.pushClip(area)
    for band in panel.bands where band.lower.isFinite && band.upper.isFinite {
      let rect: Rect
      switch band.orientation {
      case .horizontal:
        let a = clamp(yScale.position(band.lower))
        let b = clamp(yScale.position(band.upper))
        rect = Rect(x: area.x, y: min(a, b), width: area.width, height: abs(b - a))
      case .vertical:
        let a = clamp(xScale.position(band.lower))
        let b = clamp(xScale.position(band.upper))
        rect = Rect(x: min(a, b), y: area.y, width: abs(b - a), height: area.height)
      }
      try renderer.fillRect(rect, color: band.color)
    }
    for (fill, polygons) in zip(panel.fills, layout.fillPolygons) {
      var above = Path()
      var below = Path()
      for polygon in polygons {
        for (index, point) in polygon.points.enumerated() {
          let p = map(point)
          switch (polygon.isAbove, index == 0) {
          case (true, true): above.move(to: p.x, p.y)
          case (true, false): above.line(to: p.x, p.y)
          case (false, true): below.move(to: p.x, p.y)
          case (false, false): below.line(to: p.x, p.y)
          }
        }
        if polygon.isAbove { above.close() } else { below.close() }
      }
      if !above.isEmpty { try renderer.fill(above, color: fill.colorWhereAbove) }
      if !below.isEmpty {
        try renderer.fill(below, color: fill.colorWhereBelow ?? fill.colorWhereAbove)
      }
      if let edge = fill.edge, fill.first.points != nil {
        try renderer.stroke(polyline(fill.first.drawnPoints.map(map)), style: edge)
      }
    }
    for line in panel.referenceLines where line.value.isFinite {
      var path = Path()
      switch line.orientation {
      case .horizontal:
        let y = clamp(yScale.position(line.value))
        path.move(to: area.x, y)
        path.line(to: area.maxX, y)
      case .vertical:
        let x = clamp(xScale.position(line.value))
        path.move(to: x, area.y)
        path.line(to: x, area.maxY)
      }
      try renderer.stroke(path, style: line.style)
    }
    for series in panel.series {
      if let line = series.line {
        let path = polyline(series.drawnPoints.map(map))
        if !path.isEmpty { try renderer.stroke(path, style: line) }
      }
      if let marker = series.marker {
        try paintMarkers(at: series.resolvedMarkerPoints.map(map), style: marker, on: renderer)
      }
    }
    for arrow in panel.arrows {
      try paintDataArrow(arrow, from: map(arrow.from), to: map(arrow.to), on: renderer)
    }
    try renderer.popClip()

    try paintAxes(layout, theme: theme, on: renderer)
    for label in layout.referenceLabels.sorted(by: { $0.key < $1.key }) {
      try draw(label.value, on: renderer)
    }
    for annotation in layout.annotations where annotation.index < panel.annotations.count {
      try paintAnnotation(
        panel.annotations[annotation.index], annotation, theme: theme, on: renderer)
    }
    if let legend = layout.legend { try paintLegend(legend, theme: theme, on: renderer) }
  }

  /// A position made safe for Cairo: finite values are clamped to ±1e6 pt, far outside any clip
  /// but inside the 24.8 fixed-point range (±8 388 607) Cairo converts coordinates to, so huge
  /// data values cannot wrap around; non-finite values stay as they are and break lines.
  static func clamp(_ value: Double) -> Double {
    value.isFinite ? min(1e6, max(-1e6, value)) : value
  }

  /// A polyline through the points; non-finite points start a new sub-path.
  func polyline(_ points: [Point]) -> Path {
    var path = Path()
    path.reserveCapacity(points.count)
    var drawing = false
    for point in points {
      guard point.x.isFinite, point.y.isFinite else {
        drawing = false
        continue
      }
      if drawing { path.line(to: point.x, point.y) } else { path.move(to: point.x, point.y) }
      drawing = true
    }
    return path
  }

  private func paintAxes(_ layout: PlotLayout, theme: Theme, on renderer: any Renderer) throws {
    let area = layout.plotArea
    let length = theme.spacing.tickLength
    var axes = Path()
    axes.move(to: area.x, area.y)
    axes.line(to: area.x, area.maxY)
    axes.line(to: area.maxX, area.maxY)
    for tick in layout.xTicks {
      axes.move(to: tick.position, area.maxY)
      axes.line(to: tick.position, area.maxY + length)
    }
    for tick in layout.yTicks {
      axes.move(to: area.x, tick.position)
      axes.line(to: area.x - length, tick.position)
    }
    try renderer.stroke(axes, style: LineStyle(color: theme.axis, width: 1))
    for tick in layout.xTicks { if let label = tick.label { try draw(label, on: renderer) } }
    for tick in layout.yTicks { if let label = tick.label { try draw(label, on: renderer) } }
    for title in [layout.title, layout.xTitle, layout.yTitle].compactMap({ $0 }) {
      try draw(title, on: renderer)
    }
  }

  private func paintAnnotation(
    _ annotation: Annotation, _ layout: AnnotationLayout, theme: Theme, on renderer: any Renderer
  ) throws {
    if let arrow = layout.arrow {
      try paintArrow(
        from: arrow.start, to: arrow.end, style: LineStyle(color: annotation.color, width: 1.2),
        on: renderer)
    }
    if let marker = annotation.marker {
      try paintMarkers(at: [layout.target], style: marker, on: renderer)
    }
    var box = Path()
    box.addRoundedRect(layout.box, radius: 3)
    try renderer.fill(box, color: theme.background.withAlpha(0.88))
    try renderer.stroke(box, style: LineStyle(color: annotation.color.withAlpha(0.7), width: 0.8))
    try draw(layout.label, on: renderer)
  }
}
