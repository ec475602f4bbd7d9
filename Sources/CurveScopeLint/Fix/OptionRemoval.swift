/// The in-place edit that removes `beginFromCurrentState` from an options value written out as
/// a set of elements: `[.curveEaseOut, .beginFromCurrentState]` → `[.curveEaseOut]`,
/// `.beginFromCurrentState` → `[]`, `UIViewAnimationOptionCurveEaseOut |
/// UIViewAnimationOptionBeginFromCurrentState` → `UIViewAnimationOptionCurveEaseOut`. Only a
/// plain deletion of one element is offered; options built by calls (`.union(…)`), held in a
/// variable or spelled any other way get the snippet alone.
struct OptionRemoval: Sendable, Hashable {
  /// The first token the deleted text starts at (its start), or ends after (its end) when
  /// ``startsAfter``.
  var from: Int
  /// Whether the deletion starts just after token ``from`` rather than at its start.
  var startsAfter: Bool
  /// The token the deletion ends at: its start when ``endsBefore``, else its end.
  var to: Int
  /// Whether the deletion ends just before token ``to`` rather than after it.
  var endsBefore: Bool
  /// The text put in place of the deleted text.
  var text: String

  /// The removal in the options value spanning `range` of `source`, or `nil` when the flag is
  /// not a plain element there.
  init?(in range: Range<Int>, of source: LexedSource) {
    guard !range.isEmpty, range.upperBound <= source.count else { return nil }
    let swift = source.language == .swift
    guard
      let name = range.first(where: { index in
        swift
          ? source.text(index) == "beginFromCurrentState" && source.isSymbol(index - 1, ".")
          : source.text(index) == "UIViewAnimationOptionBeginFromCurrentState"
      })
    else { return nil }
    // The element: `.beginFromCurrentState`, `UIView.AnimationOptions.beginFromCurrentState`.
    var first = name
    if swift {
      first = name - 1
      while first - 2 >= range.lowerBound, source.tokens[first - 1].kind == .identifier,
        source.isSymbol(first - 2, ".")
      {
        first -= 2
      }
      if first - 1 >= range.lowerBound, source.tokens[first - 1].kind == .identifier {
        first -= 1
      }
    }
    let separator = { (index: Int) -> Bool in
      swift ? source.isPunctuation(index, UInt8(ascii: ",")) : source.isSymbol(index, "|")
    }
    let before = first - 1
    let after = name + 1
    let opensBefore =
      before < range.lowerBound || (swift && source.isPunctuation(before, UInt8(ascii: "[")))
    let closesAfter =
      after >= range.upperBound || (swift && source.isPunctuation(after, UInt8(ascii: "]")))
    if after < range.upperBound, separator(after), after + 1 < range.upperBound,
      opensBefore
        || (before >= range.lowerBound && separator(before))
    {
      // `[.beginFromCurrentState, .x]`, `[.x, .beginFromCurrentState, .y]`: the element, its
      // separator and the space before the next element.
      self.init(from: first, startsAfter: false, to: after + 1, endsBefore: true, text: "")
    } else if before - 1 >= range.lowerBound, separator(before), closesAfter {
      // `[.x, .beginFromCurrentState]`: the separator before it, and the element.
      self.init(from: before - 1, startsAfter: true, to: name, endsBefore: false, text: "")
    } else if opensBefore, closesAfter {
      // The only element: an empty set, or 0 in Objective-C.
      let bracketed = swift && before >= range.lowerBound
      self.init(
        from: first, startsAfter: false, to: name, endsBefore: false,
        text: bracketed ? "" : swift ? "[]" : "0")
    } else {
      return nil
    }
  }

  /// Creates a removal.
  init(from: Int, startsAfter: Bool, to: Int, endsBefore: Bool, text: String) {
    self.from = from
    self.startsAfter = startsAfter
    self.to = to
    self.endsBefore = endsBefore
    self.text = text
  }

  /// The edit in `source`'s lines and columns.
  func replacement(in source: LexedSource) -> LintReplacement {
    LintReplacement(
      start: startsAfter ? source.endPosition(of: from) : source.position(of: from),
      end: endsBefore ? source.position(of: to) : source.endPosition(of: to), text: text)
  }
}
