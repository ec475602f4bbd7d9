public import CurveScopeChart
public import CurveScopeCodec
import CurveScopeSupport

/// The 32-bit layout of `UIViewAnimationOptions` (flags 0–9, unused 10–15, curve 16–19,
/// transition 20–23, frames per second 24–27, unused 28–31) and three values in it: `7 << 16`
/// (the keyboard curve, highlighted), `16 << 16` (spills into the transition field:
/// flipFromLeft) and an unshifted 7 (three flags, curve field 0).
///
/// The bits, field values, flag names and diagnostic codes shown are ``CurveCodec``'s decodings.
public struct OptionBitsFigure: FigureBuilder {
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

  /// Nominal points (the standard 800 × 500 pt canvas): a bit cell, the left column, a cell row.
  static let cell = 22.5
  static let labelWidth = 52.0
  static let rowHeight = 24.0
  static let rowPitch = 100.0

  /// The bit-field figure (it draws three fixed values; there is nothing to choose).
  public init() {}

  /// Builds the figure: one diagram of the field layout and the three values.
  public func figure(theme: Theme) -> Figure {
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
    shapes += Self.fieldHeader(fields, theme: theme)
    let decodings = Self.decodings()
    let titles = [
      "7 << 16 (the keyboard's curve, shifted)", "16 << 16", "7 (the curve, not shifted)",
    ]
    var y = 44.0
    for (index, decoding) in decodings.enumerated() {
      shapes += Self.row(
        decoding, title: titles[index], y: y, fields: fields, highlighted: index == 0,
        theme: theme)
      y += Self.rowPitch
    }
    let height = y - 12
    return Figure(
      header: Header(
        title: "UIView.AnimationOptions: where the curve goes, and what goes wrong",
        lines: [
          Header.Line(
            "The curve is a 4-bit field at bits 16–19, so a curve c must be passed as c << 16. "
              + "The keyboard's curve 7 becomes 0x70000; anything else lands in another field.",
            color: theme.text),
          Header.Line(
            "Bits as curvescope decode reads them, bit 31 on the left; filled cells are set bits."),
        ]),
      panels: [
        .diagram(
          DiagramPanel(
            bounds: Rect(x: 0, y: 0, width: Self.labelWidth + 32 * Self.cell + 2, height: height),
            shapes: shapes))
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
          field.name == "fps" ? "frames/s" : field.name,
          at: DataPoint(x: (left + right) / 2, y: 12),
          style: TextStyle(
            size: theme.fonts.tickLabel, weight: .bold, color: field.ink,
            horizontalAnchor: .center, verticalAnchor: .bottom)))
      shapes.append(
        .line(
          [DataPoint(x: left + 1, y: 16), DataPoint(x: right - 1, y: 16)],
          style: LineStyle(color: field.ink, width: 2)))
      for bit in [field.bits.upperBound, field.bits.lowerBound] {
        shapes.append(
          .text(
            "\(bit)", at: DataPoint(x: x(bit) + cell / 2, y: 19),
            style: TextStyle(
              size: theme.fonts.cellLabel - 1, color: theme.secondaryText,
              horizontalAnchor: .center, verticalAnchor: .top)))
      }
    }
    shapes.append(
      .text(
        "bit", at: DataPoint(x: labelWidth - 6, y: 19),
        style: TextStyle(
          size: theme.fonts.cellLabel - 1, color: theme.secondaryText,
          horizontalAnchor: .trailing, verticalAnchor: .top)))
    return shapes
  }

  /// One value: its title, hex and diagnostic codes above, 32 cells, what the fields hold and
  /// what UIKit does below.
  static func row(
    _ decoding: CurveDecoding, title: String, y: Double, fields: [Field], highlighted: Bool,
    theme: Theme
  ) -> [DiagramShape] {
    let mask = decoding.options.rawValue
    let cellsTop = y + 20
    var shapes: [DiagramShape] = [
      .text(
        "\(title) = \(decoding.options.hex) = \(mask)", at: DataPoint(x: x(31), y: y + 14),
        style: TextStyle(
          size: theme.fonts.subtitle, weight: .bold, color: theme.text, verticalAnchor: .baseline)),
      .text(
        "codec: " + decoding.codes.map(\.rawValue).joined(separator: ", "),
        at: DataPoint(x: x(0) + cell, y: y + 14),
        style: TextStyle(
          size: theme.fonts.cellLabel, color: theme.secondaryText, horizontalAnchor: .trailing,
          verticalAnchor: .baseline)),
    ]
    for field in fields {
      for bit in field.bits {
        let isSet = bit < UInt.bitWidth && mask & (1 << UInt(bit)) != 0
        let rect = Rect(x: x(bit) + 1, y: cellsTop, width: cell - 2, height: rowHeight)
        shapes.append(
          .rectangle(rect, fill: isSet ? field.ink : field.tint, stroke: nil, cornerRadius: 2))
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
      shapes.append(
        .rectangle(
          Rect(x: x(19) - 1, y: cellsTop - 3, width: 4 * cell + 2, height: rowHeight + 6),
          fill: nil, stroke: LineStyle(color: theme.text, width: 2.2), cornerRadius: 3))
    }
    shapes.append(
      .text(
        "→ " + meaning(decoding), at: DataPoint(x: x(31), y: cellsTop + rowHeight + 6),
        style: TextStyle(size: theme.fonts.tickLabel, color: theme.text, verticalAnchor: .top)))
    let isWrong = decoding.options.curve != .keyboard || decoding.options.rawValue != 0x70000
    shapes.append(
      .text(
        verdict(decoding), at: DataPoint(x: x(31), y: cellsTop + rowHeight + 22),
        style: TextStyle(
          size: theme.fonts.tickLabel, weight: .bold,
          color: isWrong
            ? .okabeItoVermillion : theme.tolerance.mixed(with: .okabeItoBlack, fraction: 0.3),
          verticalAnchor: .top)))
    return shapes
  }

  /// The fields that hold something, and the flags: `curve field 7 (keyboard)`, `curve field 0
  /// (easeInOut) · transition field 1 (flipFromLeft)`, `… · flags layoutSubviews | …`.
  static func meaning(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    var parts = ["curve field \(options.curve.rawValue) (\(options.curve.description))"]
    if options.transition.rawValue != 0 {
      parts.append(
        "transition field \(options.transition.rawValue) (\(options.transition.description))")
    }
    if options.preferredFramesPerSecond.rawValue != 0 {
      parts.append(
        "frames-per-second field \(options.preferredFramesPerSecond.rawValue) "
          + "(\(options.preferredFramesPerSecond.description))")
    }
    parts.append(
      options.flagNames.isEmpty ? "no flags" : "flags " + options.flagNames.joined(separator: " | ")
    )
    return parts.joined(separator: " · ")
  }

  /// What UIKit does with it.
  static func verdict(_ decoding: CurveDecoding) -> String {
    let options = decoding.options
    if options.curve == .keyboard, options.flags.rawValue == 0, options.transition.rawValue == 0 {
      return "UIKit runs the keyboard's own spring: the bar moves with the keyboard"
    }
    if options.transition.rawValue != 0 {
      return "UIKit runs ease-in-out, and a transition asks for \(options.transition.description)"
    }
    if !options.flagNames.isEmpty {
      return "UIKit runs ease-in-out with \(options.flagNames.count) flags set: out of step with "
        + "the keyboard"
    }
    return "UIKit runs \(options.curve.description)"
  }
}
