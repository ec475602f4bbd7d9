public import CurveScopeChart

extension PlotPanel {
  /// The smallest and largest finite x of everything drawn, or `nil` when there is none.
  var xExtent: (lower: Double, upper: Double)? {
    var values: [Double] = []
    for series in series {
      values.append(contentsOf: series.points.map(\.x))
      if let markers = series.markerPoints { values.append(contentsOf: markers.map(\.x)) }
    }
    for fill in fills {
      for boundary in [fill.first, fill.second] {
        if let points = boundary.points { values.append(contentsOf: points.map(\.x)) }
      }
    }
    for band in bands where band.orientation == .vertical {
      values.append(contentsOf: [band.lower, band.upper])
    }
    for line in referenceLines where line.orientation == .vertical {
      values.append(line.value)
    }
    values.append(contentsOf: annotations.map(\.target.x))
    values.append(contentsOf: arrows.flatMap { [$0.from.x, $0.to.x] })
    return PlotPanel.extent(of: values)
  }

  /// The smallest and largest finite y of everything drawn, or `nil` when there is none.
  var yExtent: (lower: Double, upper: Double)? {
    var values: [Double] = []
    for series in series {
      values.append(contentsOf: series.points.map(\.y))
      if let markers = series.markerPoints { values.append(contentsOf: markers.map(\.y)) }
    }
    for fill in fills {
      for boundary in [fill.first, fill.second] {
        switch boundary {
        case .series(let points), .steps(let points): values.append(contentsOf: points.map(\.y))
        case .constant(let value): values.append(value)
        }
      }
    }
    for band in bands where band.orientation == .horizontal {
      values.append(contentsOf: [band.lower, band.upper])
    }
    for line in referenceLines where line.orientation == .horizontal {
      values.append(line.value)
    }
    values.append(contentsOf: annotations.map(\.target.y))
    values.append(contentsOf: arrows.flatMap { [$0.from.y, $0.to.y] })
    return PlotPanel.extent(of: values)
  }

  /// The legend entries: labelled series, then fills (above, below), bands, reference lines
  /// (what a legend of this panel shows, wherever the figure puts it).
  public var legendEntries: [LegendEntry] {
    var entries: [LegendEntry] = []
    for series in series {
      guard let label = series.label else { continue }
      if let line = series.line {
        entries.append(LegendEntry(label, swatch: .line(line, marker: series.marker)))
      } else if let marker = series.marker {
        entries.append(LegendEntry(label, swatch: .marker(marker)))
      }
    }
    for fill in fills {
      if let label = fill.labelWhereAbove {
        entries.append(LegendEntry(label, swatch: .box(fill.colorWhereAbove)))
      }
      if let label = fill.labelWhereBelow {
        entries.append(
          LegendEntry(label, swatch: .box(fill.colorWhereBelow ?? fill.colorWhereAbove)))
      }
    }
    for band in bands {
      if let label = band.label { entries.append(LegendEntry(label, swatch: .box(band.color))) }
    }
    for line in referenceLines {
      if let label = line.label {
        entries.append(LegendEntry(label, swatch: .line(line.style, marker: nil)))
      }
    }
    return entries
  }

  static func extent(of values: [Double]) -> (lower: Double, upper: Double)? {
    var lower = Double.infinity
    var upper = -Double.infinity
    for value in values where value.isFinite {
      lower = min(lower, value)
      upper = max(upper, value)
    }
    return lower <= upper ? (lower, upper) : nil
  }
}
