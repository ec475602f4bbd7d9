/// A change to layout found in handler code: an assignment to a constraint constant, a frame,
/// an inset, a transform…, or a layout call (`layoutIfNeeded`).
struct LayoutMutation: Sendable, Hashable {
  /// The token of the property or call.
  var token: Int
  /// The frame it is in.
  var frame: Int
  /// The assigned value (for assignments).
  var value: Range<Int>?
  /// The SwiftUI state it changes (a `@State` or `@Published` property), if any: SwiftUI
  /// redraws from it on its own schedule, outside UIKit's keyboard animation.
  var swiftUIState: String?
}

extension HandlerScope {
  /// Calls that lay out or change layout.
  static let layoutCalls: Set<String> = [
    "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "updateConstraints",
    "updateConstraintsIfNeeded", "setNeedsUpdateConstraints", "remakeConstraints",
    "makeConstraints", "activate", "deactivate", "activateConstraints", "deactivateConstraints",
    "setContentOffset", "scrollRectToVisible", "setFrame", "setContentInset", "setConstant",
    "setTransform", "setCenter", "setScrollIndicatorInsets", "invalidateIntrinsicContentSize",
  ]

  /// UIKit layout properties assigned without a receiver (inside a view or controller).
  static let implicitLayoutProperties: Set<String> = [
    "frame", "center", "transform", "bounds", "contentInset", "contentOffset",
    "scrollIndicatorInsets", "verticalScrollIndicatorInsets", "additionalSafeAreaInsets",
    "constant",
  ]

  /// Words in an assigned property's name that make the assignment a layout change.
  static let layoutWords = [
    "constant", "frame", "inset", "offset", "height", "bottom", "transform", "center",
    "constraint", "origin", "layout", "isactive", "priority", "top",
  ]

  /// Every layout change in the handler's frames.
  func layoutMutations() -> [LayoutMutation] {
    var result: [LayoutMutation] = []
    let publishedNames = index.swiftUIStateNames
    for (frameIndex, frame) in frames.enumerated() {
      for position in frame.range where source.tokens[position].kind == .identifier {
        let next = position + 1
        let flags = source.facts(position).flags
        let isCall = flags.contains(.layoutCall)
        if source.isIdentifier(position, Names.assign), let keyPath = assignedKeyPath(at: position),
          publishedNames.contains(source.name(keyPath))
        {
          // `.assign(to: \.keyboardHeight, on: self)`.
          result.append(
            LayoutMutation(
              token: keyPath, frame: frameIndex, value: nil, swiftUIState: source.name(keyPath)))
          continue
        }
        guard isCall || isAssignment(at: next) else { continue }
        if isCall,
          source.isPunctuation(next, UInt8(ascii: "(")) || source.isPunctuation(next, 0x5D)
            || source.isPunctuation(next, UInt8(ascii: ":"))
        {
          result.append(LayoutMutation(token: position, frame: frameIndex, value: nil))
          continue
        }
        guard isAssignment(at: next), !isDeclaration(position) else { continue }
        let isMember =
          source.isPunctuation(position - 1, UInt8(ascii: "."))
          && !source.isIdentifier(position - 2, Names.`self`)
        // `view.frame = …`, `bottom.constant = …`, `frame = …` or `self.frame = …` in a view;
        // not `currentFrame = …` or `self.deltaHeight = …` (state kept in a property).
        let name = source.name(position)
        let drivesLayout =
          isMember
          ? flags.contains(.layoutProperty)
          : flags.contains(.implicitLayoutProperty) || publishedNames.contains(name)
        guard drivesLayout else { continue }
        let start = next + 1
        let value = start..<index.expressionEnd(from: start, limit: frame.range.upperBound)
        let state = !isMember && publishedNames.contains(name) ? name : nil
        result.append(
          LayoutMutation(token: position, frame: frameIndex, value: value, swiftUIState: state))
      }
    }
    return result
  }

  /// The property of `assign(to: \.name, on: …)` at `position`.
  private func assignedKeyPath(at position: Int) -> Int? {
    guard source.isPunctuation(position + 1, UInt8(ascii: "(")),
      source.isIdentifier(position + 2, Names.to),
      source.isPunctuation(position + 3, UInt8(ascii: ":"))
    else { return nil }
    var cursor = position + 4
    while cursor < min(position + 8, index.count), source.tokens[cursor].kind != .identifier {
      cursor += 1
    }
    return cursor < index.count && source.tokens[cursor].kind == .identifier ? cursor : nil
  }

  /// `let x =`, `var x: T =`, Objective-C `CGFloat x =` / `UIEdgeInsets *x =`: a new local,
  /// not a change to layout.
  private func isDeclaration(_ position: Int) -> Bool {
    if source.isIdentifier(position - 1, Names.let) || source.isIdentifier(position - 1, Names.var)
    {
      return true
    }
    guard source.language == .objectiveC, position > 0 else { return false }
    let previous = source.tokens[position - 1]
    return previous.kind == .identifier || source.isSymbol(position - 1, "*")
  }

  private func isAssignment(at position: Int) -> Bool {
    // `=`, `+=`, `-=` or `*=`: one look at the token rather than four spellings compared.
    guard position >= 0, position < source.count else { return false }
    let token = source.tokens[position]
    guard token.kind == .operator || token.kind == .punctuation else { return false }
    switch token.length {
    case 1: return token.head == UInt8(ascii: "=")
    case 2:
      return
        (token.head == UInt8(ascii: "+") || token.head == UInt8(ascii: "-")
        || token.head == UInt8(ascii: "*"))
        && source.bytes[Int(token.start) + 1] == UInt8(ascii: "=")
    default: return false
    }
  }

  /// Whether assigning `name` changes layout (`bottomConstraint.constant`, `frame`,
  /// `contentInset`, `y`, `keyboardHeight`).
  static func isLayoutProperty(_ name: String) -> Bool {
    if name == "y" || name == "x" { return true }
    let lower = name.lowercased()
    return layoutWords.contains { lower.contains($0) }
  }
}
