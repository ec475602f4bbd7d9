import CurveScopeCodec

/// Reads a helper that maps a curve to options with a `switch`: what it returns for a curve it
/// does not list, as 7 is never listed (the `default` or `@unknown default` branch, or the
/// code after a switch without one).
struct SwitchMapping {
  let index: SyntaxIndex
  var source: LexedSource { index.source }

  /// The options an unlisted curve (the keyboard's 7) gets from a mapping in `body`, however
  /// it is spelled: a `switch` over the curves, or a dictionary keyed by curves and looked up
  /// with a fallback (`table[curve] ?? .curveLinear`).
  func unlistedCurveOptions(in body: Range<Int>) -> AnimationOptions? {
    defaultOptions(in: body) ?? dictionaryFallback(in: body)
  }

  /// `table[curve] ?? .curveEaseInOut` (or an inline `[…: …][curve] ?? …`) where the table is a
  /// dictionary literal keyed by curves with options as values: the fallback's options.
  func dictionaryFallback(in body: Range<Int>) -> AnimationOptions? {
    for position in body where source.isSymbol(position, "??") {
      guard source.isPunctuation(position - 1, 0x5D), let open = index.brackets.match(position - 1)
      else { continue }
      var table: Range<Int>?
      if source.isPunctuation(open - 1, 0x5D), let literal = index.brackets.match(open - 1) {
        table = literal..<open
      } else if open >= 1, source.tokens[open - 1].kind == .identifier {
        table = index.definitions(ofNameAt: open - 1).first.map(\.value)
      }
      guard let table, listsCurves(table),
        table.contains(where: {
          source.tokens[$0].kind == .identifier && OptionNames.options[source.name($0)] != nil
        })
      else { continue }
      let end = index.expressionEnd(from: position + 1, limit: body.upperBound)
      return options(in: (position + 1)..<max(position + 1, end))
    }
    return nil
  }

  /// The options returned for an unlisted curve, when `body` holds a `switch` over a curve.
  func defaultOptions(in body: Range<Int>) -> AnimationOptions? {
    for position in body where source.isIdentifier(position, Names.switch) {
      var open = position + 1
      while open < body.upperBound, !source.isPunctuation(open, UInt8(ascii: "{")) {
        open = source.isPunctuation(open, UInt8(ascii: "(")) ? index.after(open) : open + 1
      }
      guard open < body.upperBound, let close = index.brackets.match(open),
        listsCurves(open..<close)
      else { continue }
      if let branch = defaultBranch(open: open, close: close) {
        return options(in: branch)
      }
      return options(in: (close + 1)..<body.upperBound)
    }
    return nil
  }

  /// Whether the range lists curves as case labels or keys: by name (`.easeIn`,
  /// `UIViewAnimationCurveLinear`), or by raw value (`case 0:` … `case 3:`, `[0: …, 3: …]`)
  /// when it maps them to curve options (`.curveEaseIn`): the documented curves 0–3, so the
  /// keyboard's 7 takes the fallback however the curves are spelled.
  private func listsCurves(_ range: Range<Int>) -> Bool {
    let named = range.contains { position in
      source.tokens[position].kind == .identifier
        && OptionNames.curves[source.name(position)] != nil
        && isListed(position)
    }
    return named || listsRawCurves(range)
  }

  /// Whether the token before `position` makes a curve name a case label or a key (`case x`,
  /// `, x`, `.x`, `[x`).
  private func isListed(_ position: Int) -> Bool {
    source.isIdentifier(position - 1, Names.case)
      || source.isPunctuation(position - 1, UInt8(ascii: "."))
      || source.isPunctuation(position - 1, UInt8(ascii: ","))
      || source.isPunctuation(position - 1, UInt8(ascii: "["))
  }

  /// Two or more of the raw curves 0–3 as integer case labels or keys (`case 0`, `, 1`, `[2`,
  /// each followed by `:` or, in a case list, `,`), with curve options named in the range.
  private func listsRawCurves(_ range: Range<Int>) -> Bool {
    var listed: UInt8 = 0  // bit n: raw curve n is listed
    for position in range where source.tokens[position].kind == .number {
      guard
        source.isIdentifier(position - 1, Names.case)
          || source.isPunctuation(position - 1, UInt8(ascii: ","))
          || source.isPunctuation(position - 1, UInt8(ascii: "[")),
        source.isPunctuation(position + 1, UInt8(ascii: ":"))
          || source.isPunctuation(position + 1, UInt8(ascii: ",")),
        let value = source.numberValue(position), [0, 1, 2, 3].contains(value)
      else { continue }
      listed |= 1 << UInt8(value)
    }
    guard listed.nonzeroBitCount >= 2 else { return false }
    return range.contains { position in
      guard source.tokens[position].kind == .identifier else { return false }
      let name = source.name(position)
      return OptionNames.options[name] != nil
        && (name.hasPrefix("curve") || name.hasPrefix("Curve")
          || name.hasPrefix("UIViewAnimationOptionCurve"))
    }
  }

  /// The tokens of the `default:` branch at the switch's top level.
  private func defaultBranch(open: Int, close: Int) -> Range<Int>? {
    var position = open + 1
    while position < close {
      if source.isIdentifier(position, Names.default),
        index.brackets.opener(around: position) == open
      {
        let start = position + 2
        var end = start
        while end < close {
          if index.brackets.opener(around: end) == open,
            source.isIdentifier(end, Names.case) || source.isIdentifier(end, Names.default)
          {
            break
          }
          end += 1
        }
        return start..<end
      }
      position += 1
    }
    return nil
  }

  /// The options named in `range` (OR'd), `[]` when a branch names none.
  private func options(in range: Range<Int>) -> AnimationOptions {
    var mask: AnimationOptions = []
    for position in range where source.tokens[position].kind == .identifier {
      if let named = OptionNames.options[source.name(position)] { mask.formUnion(named) }
    }
    return mask
  }
}
