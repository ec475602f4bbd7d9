import CurveScopeMeasure
import CurveScopeSupport

extension Trace {
  /// Screen widths of common phone heights, in points (iPhones and a few Android dp screens):
  /// a CSV says nothing of the width, which only the filmstrip draws.
  static let knownWidths: [Double: Double] = [
    568: 320, 667: 375, 736: 414, 812: 375, 844: 390, 852: 393, 874: 402, 896: 414, 926: 428,
    932: 430, 956: 440, 915: 412, 891: 411, 800: 360,
  ]

  /// Reads a CSV trace: a header naming `time_ms`, `keyboard_top` and `bar_bottom` in any
  /// order (other columns ignored), then one line per frame; an empty cell is an edge not seen
  /// on that frame (the Traces article).
  ///
  /// - Parameters:
  ///   - bytes: the file's UTF-8 content, at most ``maximumByteCount`` bytes.
  ///   - name: the trace's name (the file's base name).
  ///   - screenHeight: the screen height in points; by default a `# screen_height: …` comment
  ///     of the file, else the largest keyboard top (a hidden keyboard's top is the screen
  ///     height), which must then stay under ``largestScreenPoints``.
  ///   - screenWidth: by default `# screen_width: …`, else the width of a known phone of that
  ///     height, else 0.46 × it.
  ///   - safeAreaBottom: the inset the bar rests on while the keyboard is hidden, unless the
  ///     file says `# safe_area_bottom: …`. A `# platform: android` comment (`ios`, `android`,
  ///     `flutter`, `react-native`, `recording`) says what recorded it; without one, the log
  ///     prefix of the lines may show it (Metro's, Flutter's, logcat's),
  ///     and a `platform-inferred` note says so.
  ///   - margin: points between keyboard and bar when in sync.
  /// - Throws: ``TraceError`` naming the line.
  public init(
    csv bytes: some Collection<UInt8>, name: String, screenHeight: Double? = nil,
    screenWidth: Double? = nil, safeAreaBottom: Double = 0, margin: Double? = nil
  ) throws(TraceError) {
    guard bytes.count <= Self.maximumByteCount else {
      throw TraceError(nil, .tooLarge(byteCount: bytes.count, limit: Self.maximumByteCount))
    }
    try TraceEncoding.check(bytes)
    let table = try TraceCSVTable(bytes)
    guard !table.lines.isEmpty else { throw TraceError(nil, .noFrames) }
    func setting(_ key: String) throws(TraceError) -> Double? {
      guard let text = table.settings[key] else { return nil }
      guard let value = Double(text), value.isFinite else {
        throw TraceError(nil, .setting(name: key, text: text))
      }
      return value
    }
    let fileHeight = try setting("screen_height")
    let fileWidth = try setting("screen_width")
    let fileInset = try setting("safe_area_bottom")
    let screenHeight = screenHeight ?? fileHeight
    let screenWidth = screenWidth ?? fileWidth
    let safeAreaBottom = fileInset ?? safeAreaBottom
    let timeColumn = table.columns[.time] ?? 0
    let keyboardColumn = table.columns[.keyboardTop] ?? 1
    let barColumn = table.columns[.barBottom] ?? 2
    let last = max(timeColumn, keyboardColumn, barColumn)
    var frames: [TraceFrame] = []
    frames.reserveCapacity(table.lines.count)
    for line in table.lines {
      let cells = table.cells(of: line.range, through: last)
      guard cells.count > last else {
        throw TraceError(.line(line.number), .missingCells(expected: last + 1, found: cells.count))
      }
      func value(_ column: TraceColumn, _ index: Int) throws(TraceError) -> Double? {
        let range = cells[index]
        guard !range.isEmpty else { return nil }
        let text = String(decoding: table.bytes[range], as: UTF8.self)
        guard let number = Double(text) else {
          throw TraceError(.line(line.number), .notANumber(column, text: text))
        }
        // `inf`, `nan` and `1e309` parse, but name no place on a screen or a clock.
        guard number.isFinite else { throw TraceError(.line(line.number), .notFinite(column)) }
        return number
      }
      guard let time = try value(.time, timeColumn) else {
        throw TraceError(.line(line.number), .notANumber(.time, text: ""))
      }
      frames.append(
        TraceFrame(
          timeMilliseconds: time, keyboardTop: try value(.keyboardTop, keyboardColumn),
          barBottom: try value(.barBottom, barColumn)))
    }
    guard let largest = frames.compactMap(\.keyboardTop).max() else {
      throw TraceError(nil, .edgeNeverSeen(.keyboardTop))
    }
    if let screenHeight, !(screenHeight > 0 && screenHeight <= 100_000) {
      throw TraceError(nil, .screenHeight(screenHeight))
    }
    if let screenWidth, !(screenWidth > 0 && screenWidth <= 100_000) {
      throw TraceError(nil, .screenWidth(screenWidth))
    }
    if screenHeight == nil, largest <= 0 { throw TraceError(nil, .keyboardAlwaysZero) }
    let height = screenHeight ?? largest
    let knownWidth = Self.knownWidths[height]
    let width = screenWidth ?? knownWidth ?? max(1, (height * 0.46).rounded())
    let lineNumbers = table.lines.map(\.number)
    try self.init(
      checking: frames, places: { .line(lineNumbers[$0]) }, name: name, title: name,
      summary: "", screenWidth: width, screenHeight: height, safeAreaBottom: safeAreaBottom,
      margin: margin, events: [], retargetRule: .additive, preferredFrameRate: nil,
      eventOrigin: nil, keyboardProfile: nil, source: nil, screenHeightGiven: screenHeight != nil)
    if let platform = table.settings["platform"] {
      guard RecordingSource.platforms.contains(platform.lowercased()) else {
        throw TraceError(nil, .setting(name: "platform", text: platform))
      }
      source = RecordingSource(platform: platform.lowercased())
    }
    notes = Self.notes(
      height: height, heightGiven: screenHeight != nil, widthGiven: screenWidth != nil,
      widthKnown: knownWidth != nil, width: width)
    if source == nil, let shown = RecorderLogPrefix(table.prefix) {
      source = RecordingSource(platform: shown.platform)
      notes.append(
        TraceNote(
          "platform-inferred",
          "The platform, \(shown.platform), is read from the log lines (\(shown.evidence)); "
            + "'# platform: ios|android|flutter|react-native' states it."))
    }
  }

  /// What a CSV reader inferred: the screen height from the largest keyboard top (and whether
  /// that height is a display scale times a known phone's, so the trace may be in pixels), a
  /// width guessed from the height.
  static func notes(
    height: Double, heightGiven: Bool, widthGiven: Bool, widthKnown: Bool, width: Double
  ) -> [TraceNote] {
    var notes: [TraceNote] = []
    let n = { (value: Double) in NumberText.exact(value) }
    if !heightGiven {
      var text =
        "The screen height, \(n(height)) pt, is the largest keyboard_top (a hidden keyboard's "
        + "top); --screen-height or '# screen_height:' states it."
      let knownHeights = knownWidths.keys.sorted()
      for scale in TraceUnitMismatch.displayScales.filter({ $0 >= 2 }) {
        if let phone = knownHeights.first(where: { abs(height / scale - $0) <= 0.005 * $0 }),
          widthKnown == false
        {
          text +=
            " It is \(n(scale)) × the \(n(phone)) pt of a known phone: if the trace is in pixels, "
            + "divide every value by \(n(scale))."
          break
        }
      }
      notes.append(TraceNote("screen-height-inferred", text))
    }
    if !widthGiven, !widthKnown {
      notes.append(
        TraceNote(
          "screen-width-guessed",
          "The screen width, \(n(width)) pt, is guessed from the height (only figures use it); "
            + "'# screen_width:' states it."))
    }
    return notes
  }
}
