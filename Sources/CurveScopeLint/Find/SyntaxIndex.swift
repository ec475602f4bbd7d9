/// A lexed file with the structure the finder needs: bracket pairs, the functions and methods
/// it defines, and helpers to read calls, message sends and statements.
///
/// A class, so that the many places that hold it (scopes, classifiers, an app's file table)
/// share one copy instead of retaining its arrays one by one; it is never changed after `init`
/// (hence `@unchecked Sendable`: the one `var` is assigned only there).
final class SyntaxIndex: @unchecked Sendable {
  /// One place a name is given a value: the name's token and the value's tokens.
  typealias Definition = (token: Int, value: Range<Int>)

  /// The tokens.
  let source: LexedSource
  /// Bracket partners and enclosing openers.
  let brackets: BracketPairs
  /// The functions and methods defined, in file order.
  let functions: [FunctionDefinition]
  /// Per name number: the first function of that name; `nextFunction` chains the others, in
  /// file order (-1 ends a chain).
  private let firstFunction: NameMap
  private let nextFunction: [Int32]
  /// Every place a name is given a value (`let x = …`, `x = …`, `Type *x = …`, `for x in …`,
  /// `#define X …`, `getValue:&x`): grouped by the name's number, in file order within a name.
  let definitions: [Definition]
  /// The name number of each of ``definitions``.
  let definitionNames: [UInt32]
  /// Per name number: the position of its first entry in ``definitions``.
  private let firstDefinition: NameMap
  /// Per value start (plus one): the position in ``definitions`` of the first definition in
  /// file order whose value starts there.
  private let definitionByValue: NameMap
  /// Whether each token lies inside some function body (definitions outside are file-level:
  /// properties, constants, macros).
  let insideFunction: [Bool]
  /// The names of `@Published var` and `@State var` properties in the file: SwiftUI lays out
  /// from them.
  let swiftUIStateNames: Set<String>

  /// Indexes `source`.
  init(_ source: LexedSource) {
    self.source = source
    brackets = BracketPairs(source)
    let found = FunctionScanner(source: source, brackets: brackets).definitions()
    functions = found
    var first = NameMap(capacity: found.count)
    var next = [Int32](repeating: -1, count: found.count)
    for position in found.indices.reversed() {
      let name = source.tokens[found[position].nameToken].name
      guard name != 0 else { continue }
      if let following = first[name] { next[position] = following }
      first.set(name, Int32(position))
    }
    firstFunction = first
    nextFunction = next
    var inside = [Bool](repeating: false, count: source.count)
    inside.withUnsafeMutableBufferPointer { inside in
      for function in found {
        let body = function.body.clamped(to: 0..<inside.count)
        for position in body { inside[position] = true }
      }
    }
    insideFunction = inside
    swiftUIStateNames = Self.stateNames(source)
    // Definitions in file order, then grouped by name (file order kept within a name).
    let collected = Self.collectDefinitions(source, brackets: brackets)
    // Each entry's group (its name's, the groups numbered by first appearance): one map
    // lookup per entry, then the groups' sizes, starts and fill levels by number.
    var groupOf = NameMap(capacity: collected.count)
    var groupNames: [UInt32] = []
    var groupSizes: [Int32] = []
    groupNames.reserveCapacity(collected.count)
    groupSizes.reserveCapacity(collected.count)
    var groups = [Int32](repeating: 0, count: collected.count)
    for (position, entry) in collected.enumerated() {
      if let group = groupOf[entry.name] {
        groups[position] = group
        groupSizes[Int(group)] += 1
      } else {
        let group = Int32(groupSizes.count)
        groupOf.set(entry.name, group)
        groupNames.append(entry.name)
        groupSizes.append(1)
        groups[position] = group
      }
    }
    var firstByName = NameMap(capacity: groupSizes.count)
    var groupStarts = [Int32](repeating: 0, count: groupSizes.count)
    var start: Int32 = 0
    for group in groupSizes.indices {
      groupStarts[group] = start
      firstByName.set(groupNames[group], start)
      start += groupSizes[group]
    }
    var grouped = [Definition](repeating: (0, 0..<0), count: collected.count)
    var groupedNames = [UInt32](repeating: 0, count: collected.count)
    var byValue = NameMap(capacity: collected.count)
    for (entryPosition, entry) in collected.enumerated() {
      let group = Int(groups[entryPosition])
      let position = Int(groupStarts[group])
      groupStarts[group] += 1
      grouped[position] = entry.definition
      groupedNames[position] = entry.name
      let key = UInt32(truncatingIfNeeded: entry.definition.value.lowerBound + 1)
      if byValue[key] == nil { byValue.set(key, Int32(position)) }
    }
    definitions = grouped
    definitionNames = groupedNames
    firstDefinition = firstByName
    definitionByValue = byValue
  }

  /// Whether tokens `a` and `b` spell the same name.
  func sameName(_ a: Int, _ b: Int) -> Bool { source.sameName(a, b) }

  /// The positions in ``definitions`` of the definitions of name number `name`.
  private func definitionPositions(ofName name: UInt32) -> Range<Int> {
    guard name != 0, let first = firstDefinition[name] else { return 0..<0 }
    var end = Int(first)
    while end < definitionNames.count, definitionNames[end] == name { end += 1 }
    return Int(first)..<end
  }

  /// The definitions of the name spelled by token `token`, in file order.
  func definitions(ofNameAt token: Int) -> [Definition] {
    definitionPositions(ofName: source.tokens[token].name).compactMap {
      sameName(definitions[$0].token, token) ? definitions[$0] : nil
    }
  }

  /// The first definition of the name at `token` whose value is `value`, with the definition
  /// of that name just before it; `nil` when there is none before it (as reading
  /// ``definitions(ofNameAt:)`` would give, without making the array).
  func definitionWithPredecessor(
    ofNameAt token: Int, value: Range<Int>
  ) -> (current: Definition, previous: Definition)? {
    var previous: Definition?
    for entry in definitionPositions(ofName: source.tokens[token].name)
    where sameName(definitions[entry].token, token) {
      let definition = definitions[entry]
      if definition.value == value {
        guard let previous else { return nil }
        return (definition, previous)
      }
      previous = definition
    }
    return nil
  }

  /// The definitions of `name`, in file order.
  func definitions(of name: String) -> [Definition] {
    let key = IdentifierName(name)
    return definitionPositions(ofName: source.names.number(of: name)).compactMap {
      source.isIdentifier(definitions[$0].token, key) ? definitions[$0] : nil
    }
  }

  /// The value last given to the name at `token` before `position` inside `scope`.
  func definition(ofNameAt token: Int, before position: Int, in scope: Range<Int>) -> Range<Int>? {
    for entry in definitionPositions(ofName: source.tokens[token].name).reversed() {
      let definition = definitions[entry]
      if scope.contains(definition.token), definition.token < position,
        sameName(definition.token, token)
      {
        return definition.value
      }
    }
    return nil
  }

  /// The value last given to `name` before `position` inside `scope`.
  func definition(of name: String, before position: Int, in scope: Range<Int>) -> Range<Int>? {
    definitions(of: name).last { scope.contains($0.token) && $0.token < position }?.value
  }

  /// The value a method of this file gives the property at `token` through `self.name = …`.
  func memberDefinition(ofNameAt token: Int) -> Range<Int>? {
    for entry in definitionPositions(ofName: source.tokens[token].name).reversed() {
      let definition = definitions[entry]
      if definition.token >= 2, source.isPunctuation(definition.token - 1, UInt8(ascii: ".")),
        source.isIdentifier(definition.token - 2, Names.`self`), sameName(definition.token, token)
      {
        return definition.value
      }
    }
    return nil
  }

  /// The value given to the name at `token` at file level (a property, constant or macro).
  func fileLevelDefinition(ofNameAt token: Int) -> Range<Int>? {
    for entry in definitionPositions(ofName: source.tokens[token].name) {
      let definition = definitions[entry]
      if !insideFunction[definition.token], sameName(definition.token, token) {
        return definition.value
      }
    }
    return nil
  }

  /// The first definition in file order whose value is `value`.
  func definition(withValue value: Range<Int>) -> Definition? {
    guard let position = definitionByValue[UInt32(truncatingIfNeeded: value.lowerBound + 1)]
    else { return nil }
    let definition = definitions[Int(position)]
    if definition.value == value { return definition }
    // Two values start at the same token (`let a: b = x`): the first in file order of those
    // that end alike.
    return definitions.filter { $0.value == value }.min { $0.token < $1.token }
  }

  /// Whether the file defines a function named like token `token`.
  @inline(__always)
  func definesFunction(namedAt token: Int) -> Bool {
    let name = source.tokens[token].name
    return name != 0 && firstFunction[name] != nil
  }

  /// Whether the file defines a function named `name`.
  func definesFunction(named name: String) -> Bool {
    let number = source.names.number(of: name)
    return number != 0 && firstFunction[number] != nil
  }

  /// Whether the file defines any function.
  var definesFunctions: Bool { !functions.isEmpty }

  /// The positions in ``functions`` of the functions named by name number `name`, in file
  /// order.
  func functionPositions(named name: UInt32) -> [Int] {
    guard name != 0, var cursor = firstFunction[name] else { return [] }
    var result = [Int(cursor)]
    while nextFunction[Int(cursor)] >= 0 {
      cursor = nextFunction[Int(cursor)]
      result.append(Int(cursor))
    }
    return result
  }

  /// The number of tokens.
  var count: Int { source.count }

  /// The names of this file's functions that tokens in `range` mention.
  func calledNames(in range: Range<Int>) -> Set<String> {
    var names: Set<String> = []
    for position in range where position < count && source.tokens[position].kind == .identifier {
      if definesFunction(namedAt: position) { names.insert(source.name(position)) }
    }
    return names
  }

  /// The innermost function whose body contains token `index`.
  func function(containing index: Int) -> FunctionDefinition? {
    var best: FunctionDefinition?
    for function in functions where function.bodyOpen < index && index < function.bodyClose {
      if let current = best, current.bodyOpen >= function.bodyOpen { continue }
      best = function
    }
    return best
  }

  /// The function named `name` (the first with the most parameters when overloaded, since
  /// handlers take the notification).
  func function(named name: String) -> FunctionDefinition? {
    function(named: source.names.number(of: name))
  }

  /// The function whose name has number `name` (as ``function(named:)``).
  func function(named name: UInt32) -> FunctionDefinition? {
    guard name != 0, var cursor = firstFunction[name] else { return nil }
    var best = functions[Int(cursor)]
    while nextFunction[Int(cursor)] >= 0 {
      cursor = nextFunction[Int(cursor)]
      // `max(by:)` keeps the last of equal elements.
      if functions[Int(cursor)].parameterNames.count >= best.parameterNames.count {
        best = functions[Int(cursor)]
      }
    }
    return best
  }

  /// The function named like token `token` (as ``function(named:)``).
  func function(namedAt token: Int) -> FunctionDefinition? {
    function(named: source.tokens[token].name)
  }

  /// The index after the closing partner of bracket `index` (or `index + 1` when it has none).
  @inline(__always)
  func after(_ index: Int) -> Int {
    (brackets.match(index) ?? index) + 1
  }

  /// Whether token `index` is the first on its line.
  func startsLine(_ index: Int) -> Bool {
    index == 0 || source.tokens[index - 1].line != source.tokens[index].line
  }
}
