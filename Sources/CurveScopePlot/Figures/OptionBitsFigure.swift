public import CurveScope

/// The 32-bit layout of `UIViewAnimationOptions` (flags 0–9, unused 10–15, curve 16–19,
/// transition 20–23, frames per second 24–27, unused 28–31) and three values in it: `7 << 16`
/// (the keyboard curve, highlighted), `16 << 16` (spills into the transition field:
/// flipFromLeft) and an unshifted 7 (three flags, curve field 0).
///
/// The bits, field values, flag names and diagnostic codes shown are ``CurveCodec``'s decodings.
public enum OptionBitsFigure {
  /// One field of the layout: its bits and name.
  struct Field {
    var name: String
    var bits: ClosedRange<Int>
    var tint: Color
    var ink: Color
  }

  /// The values shown, as the codec decodes them.
  public static func decodings() -> [CurveDecoding] {
    [
      CurveCodec.decode(curve: .keyboard),
      CurveCodec.decode(curve: AnimationCurve(rawValue: 16)),
      CurveCodec.decode(options: AnimationOptions(rawValue: 7)),
    ]
  }

  static let cell = 20.0
  static let labelWidth = 168.0
  static let rowHeight = 26.0

  /// Builds the figure.
  public static func make(theme: Theme = .standard) -> Figure {
    let fields = [
      Field(name: "flags", bits: 0...9, tint: Color(hex: 0xE4F1FA), ink: .okabeItoBlue),
      Field(name: "unused", bits: 10...15, tint: Color(hex: 0xF0F0F0), ink: Color(hex: 0x888888)),
      Field(name: "curve", bits: 16...19, tint: Color(hex: 0xFBEBC6), ink: Color(hex: 0xB07800)),
      Field(
        name: "transition", bits: 20...23, tint: Color(hex: 0xF6E1EC),
        ink: .okabeItoReddishPurple.mixed(with: .okabeItoBlack, fraction: 0.2)),
      Field(name: "fps", bits: 24...27, tint: Color(hex: 0xDDF1EA), ink: .okabeItoBluishGreen),
      Field(name: "unused", bits: 28...31, tint: Color(hex: 0xF0F0F0), ink: Color(hex: 0x888888)),
    ]
    var shapes: [DiagramShape] = []
    shapes += fieldHeader(fields, theme: theme)
    let decodings = decodings()
    let titles = ["curve 7 << 16 (the keyboard curve)", "curve 16 << 16", "curve 7, not shifted"]
    var y = 58.0
    for (index, decoding) in decodings.enumerated() {
      shapes += row(
        decoding, title: titles[index], y: y, fields: fields, highlighted: index == 0,
        theme: theme)
      y += rowHeight + 58
    }
    let height = y - 30
    return Figure(
      header: Header(
        title: "UIView.AnimationOptions: where the curve goes, and what goes wrong",
        lines: [
          Header.Line(
            "The curve is a 4-bit field at bits 16–19, so a curve c must be passed as c << 16. "
              + "The keyboard's curve 7 becomes 0x70000; anything else lands in another field.",
            color: theme.text),
          Header.Line(
            "Bits as decoded by curvescope decode (bit 31 on the left); filled cells are set "
              + "bits, labels give each field's value and UIKit name."),
        ]),
      panels: [
        .diagram(
          DiagramPanel(
            bounds: Rect(x: 0, y: 0, width: labelWidth + 32 * cell + 4, height: height),
            shapes: shapes,
            legendEntries: fields.filter { $0.name != "unused" || $0.bits.lowerBound == 10 }.map {
              LegendEntry(
                $0.name == "unused" ? "unused (10–15, 28–31)"
                  : "\($0.name) (\($0.bits.lowerBound)–\($0.bits.upperBound))",
                swatch: .box($0.ink))
            }))
      ], theme: theme)
  }

  /// The x of bit `bit`'s cell (bit 31 leftmost).
  static func x(_ bit: Int) -> Double { labelWidth + Double(31 - bit) * cell }

  /// Field names over their bit ranges, and the bit numbers at field edges.
  static func fieldHeader(_ fields: [Field], theme: Theme) -> [DiagramShape] {
    var shapes: [DiagramShape] = []
    for field in fields {
      let left = x(field.bits.upperBound)
      let right = x(field.bits.lowerBound) + cell
      shapes.append(
        .text(
          field.name == "fps" ? "frames/s" : field.name, at: DataPoint(x: (left + right) / 2, y: 14),
          style: TextStyle(
            size: theme.fonts.tickLabel, weight: .bold, color: field.ink,
            horizontalAnchor: .center, verticalAnchor: .bottom)))
      shapes.append(
        .line(
          [DataPoint(x: left + 1, y: 18), DataPoint(x: right - 1, y: 18)],
          style: LineStyle(color: field.ink, width: 2)))
      for bit in [field.bits.upperBound, field.bits.lowerBound] {
        shapes.append(
          .text(
            "\(bit)", at: DataPoint(x: x(bit) + cell / 2, y: 22),
            style: TextStyle(
              size: theme.fonts.cellLabel - 1, color: theme.secondaryText,
              horizontalAnchor: .center, verticalAnchor: .top)))
      }
    }
    shapes.append(
      .text(
        "bit", at: DataPoint(x: labelWidth - 6, y: 22),
        style: TextStyle(
          size: theme.fonts.cellLabel - 1, color: theme.secondaryText,
          horizontalAnchor: .trailing, verticalAnchor: .top)))
    return shapes
  }

  /// One value: its title and hex on the left, 32 cells, and what the fields say below.
  static func row(
    _ decoding: CurveDecoding, title: String, y: Double, fields: [Field], highlighted: Bool,
    theme: Theme
  ) -> [DiagramShape] {
    let mask = decoding.options.rawValue
    var shapes: [DiagramShape] = [
      .text(
        title, at: DataPoint(x: labelWidth - 8, y: y + rowHeight / 2 - 1),
        style: TextStyle(
          size: theme.fonts.tickLabel, weight: .bold, color: theme.text,
          horizontalAnchor: .trailing, verticalAnchor: .bottom)),
      .text(
        "= \(decoding.options.hex) = \(mask)", at: DataPoint(x: labelWidth - 8, y: y + rowHeight / 2 + 1),
        style: TextStyle(
          size: theme.fonts.tickLabel, color: theme.secondaryText, horizontalAnchor: .trailing,
          verticalAnchor: .top)),
    ]
    for field in fields {
      for bit in field.bits {
        let isSet = bit < UInt.bitWidth && mask & (1 << UInt(bit)) != 0
        let rect = Rect(x: x(bit) + 1, y: y, width: cell - 2, height: rowHeight)
        shapes.append(.rectangle(rect, fill: isSet ? field.ink : field.tint, stroke: nil, cornerRadius: 2))
        shapes.append(
          .text(
            isSet ? "1" : "0", at: DataPoint(x: rect.midX, y: rect.midY),
            style: TextStyle(
              size: theme.fonts.cellLabel, weight: isSet ? .bold : .regular,
              color: isSet ? .white : Color(hex: 0x9A9A9A), horizontalAnchor: .center,
              verticalAnchor: .middle)))
      }
    }
    if highlighted {
      let field = x(19) - 2
      shapes.append(
        .rectangle(
          Rect(x: field, y: y - 3, width: 4 * cell + 4, height: rowHeight + 6), fill: nil,
          stroke: LineStyle(color: theme.text, width: 2.2), cornerRadius: 3))
    }
    shapes.append(
      .text(
        meaning(decoding), at: DataPoint(x: labelWidth, y: y + rowHeight + 6),
        style: TextStyle(
          size: theme.fonts.tickLabel, color: theme.text, verticalAnchor: .top)))
    shapes.append(
      .text(
        verdict(decoding), at: DataPoint(x: labelWidth, y: y + rowHeight + 22),
        style: TextStyle(
          size: theme.fonts.tickLabel, weight: .bold,
          color: decoding.diagnostics.contains { $0.severity == .warning || $0.severity == .error }
            ? .okabeItoVermillion : theme.tolerance.mixed(with: .okabeItoBlack, fraction: 0.3),
          verticalAnchor: .top)))
    return shapes
  }

  /// `flags: none · curve 7 (keyboard) · transition 0 (none) · frames/s 0 (default)`.
  static func meaning(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    let flags = options.flagNames.isEmpty ? "none" : options.flagNames.joined(separator: " | ")
    return
      "flags \(flags) · curve \(options.curve.rawValue) (\(options.curve.description)) · "
      + "transition \(options.transition.rawValue) (\(options.transition.description)) · "
      + "frames/s \(options.preferredFramesPerSecond.rawValue) "
      + "(\(options.preferredFramesPerSecond.description))"
  }

  /// What UIKit does with it, and the codec's diagnostic codes.
  static func verdict(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    let codes = decoding.codes.map(\.rawValue).joined(separator: ", ")
    var text: String
    if options.curve == .keyboard && options.flags.rawValue == 0 && options.transition.rawValue == 0 {
      text = "UIKit runs the keyboard's own spring: the bar moves with the keyboard"
    } else if options.transition.rawValue != 0 {
      text = "the curve field is 0 (ease-in-out) and the transition field asks for \(options.transition.description)"
    } else if !options.flagNames.isEmpty {
      text = "three flags set, curve field 0: UIKit runs ease-in-out, out of step with the keyboard"
    } else {
      text = "curve \(options.curve.description)"
    }
    return codes.isEmpty ? text : "\(text)   [\(codes)]"
  }
}
