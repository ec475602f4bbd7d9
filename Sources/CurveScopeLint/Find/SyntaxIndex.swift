/// A lexed file with the structure the finder needs: bracket pairs, the functions and methods
/// it defines, and helpers to read calls, message sends and statements.
///
/// A class, so that the many places that hold it (scopes, classifiers, an app's file table)
/// share one copy instead of retaining its arrays one by one; it is never changed after `init`
/// (hence `@unchecked Sendable`: the one `var` is assigned only there).
final class SyntaxIndex: @unchecked Sendable {
  /// The tokens.
  let source: LexedSource
  /// Bracket partners and enclosing openers.
  let brackets: BracketPairs
  /// The functions and methods defined, in file order.
  let functions: [FunctionDefinition]
  /// Function indices by base name.
  let functionsByName: [String: [Int]]
  /// The FNV-1a hashes of the functions' names, tested before making a string.
  let functionHashes: Set<UInt32>
  /// Every place a name is given a value (`let x = …`, `x = …`, `Type *x = …`, `for x in …`,
  /// `#define X …`, `getValue:&x`): the name's token and the value's tokens, in file order,
  /// by the name's hash (entries are told apart by comparing the names' bytes).
  private(set) var definitionsByHash: [UInt32: [(token: Int, value: Range<Int>)]]
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
    var byName: [String: [Int]] = [:]
    for (index, function) in found.enumerated() { byName[function.name, default: []].append(index) }
    functionsByName = byName
    functionHashes = Set(found.map { source.tokens[$0.nameToken].hash })
    var inside = [Bool](repeating: false, count: source.count)
    for function in found {
      for position in function.body where !inside[position] { inside[position] = true }
    }
    insideFunction = inside
    swiftUIStateNames = Self.stateNames(source)
    definitionsByHash = [:]
    definitionsByHash = collectDefinitions()
  }

  /// The names of the file's `@Published var` and `@State var` properties.
  private static func stateNames(_ source: LexedSource) -> Set<String> {
    var names: Set<String> = []
    for position in 0..<source.count where source.tokens[position].kind == .atKeyword {
      let attribute = source.name(position)
      guard attribute == "Published" || attribute == "State" else { continue }
      var cursor = position + 1
      while cursor < min(position + 6, source.count), !source.isIdentifier(cursor, Names.var) {
        cursor += 1
      }
      if source.isIdentifier(cursor, Names.var), cursor + 1 < source.count {
        names.insert(source.name(cursor + 1))
      }
    }
    return names
  }

  /// Scans every identifier for a definition.
  private func collectDefinitions() -> [UInt32: [(token: Int, value: Range<Int>)]] {
    var table: [UInt32: [(token: Int, value: Range<Int>)]] = [:]
    for position in source.tokens.indices where source.tokens[position].kind == .identifier {
      let next = position + 1
      guard next < count else { continue }
      let following = source.tokens[next]
      let mayDefine =
        following.kind == .operator || following.kind == .punctuation
        || (following.kind == .identifier && source.isIdentifier(next, Names.in))
        || (position > 0 && source.tokens[position - 1].kind == .define)
      guard mayDefine, let value = boundValue(at: position, scopeEnd: count) else { continue }
      table[source.tokens[position].hash, default: []].append((position, value))
    }
    return table
  }

  /// Whether tokens `a` and `b` spell the same name.
  func sameName(_ a: Int, _ b: Int) -> Bool {
    let x = source.tokens[a]
    let y = source.tokens[b]
    guard x.hash == y.hash, x.length == y.length else { return false }
    var k = 0
    while k < x.length {
      if source.bytes[Int(x.start) + k] != source.bytes[Int(y.start) + k] { return false }
      k += 1
    }
    return true
  }

  /// The definitions of the name spelled by token `token`, in file order.
  func definitions(ofNameAt token: Int) -> [(token: Int, value: Range<Int>)] {
    (definitionsByHash[source.tokens[token].hash] ?? []).filter { sameName($0.token, token) }
  }

  /// The definitions of `name`, in file order.
  func definitions(of name: String) -> [(token: Int, value: Range<Int>)] {
    let key = IdentifierName(name)
    return (definitionsByHash[key.hash] ?? []).filter { source.isIdentifier($0.token, key) }
  }

  /// The value last given to the name at `token` before `position` inside `scope`.
  func definition(ofNameAt token: Int, before position: Int, in scope: Range<Int>) -> Range<Int>? {
    definitions(ofNameAt: token).last { scope.contains($0.token) && $0.token < position }?.value
  }

  /// The value last given to `name` before `position` inside `scope`.
  func definition(of name: String, before position: Int, in scope: Range<Int>) -> Range<Int>? {
    definitions(of: name).last { scope.contains($0.token) && $0.token < position }?.value
  }

  /// The value a method of this file gives the property at `token` through `self.name = …`.
  func memberDefinition(ofNameAt token: Int) -> Range<Int>? {
    definitions(ofNameAt: token).last {
      $0.token >= 2 && source.isPunctuation($0.token - 1, UInt8(ascii: "."))
        && source.isIdentifier($0.token - 2, Names.`self`)
    }?.value
  }

  /// The value given to the name at `token` at file level (a property, constant or macro).
  func fileLevelDefinition(ofNameAt token: Int) -> Range<Int>? {
    definitions(ofNameAt: token).first { !insideFunction[$0.token] }?.value
  }

  /// The number of tokens.
  var count: Int { source.count }

  /// The names of this file's functions that tokens in `range` mention.
  func calledNames(in range: Range<Int>) -> Set<String> {
    var names: Set<String> = []
    for position in range where position < count && source.tokens[position].kind == .identifier {
      guard functionHashes.contains(source.tokens[position].hash) else { continue }
      let name = source.name(position)
      if functionsByName[name] != nil { names.insert(name) }
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
    guard let indices = functionsByName[name] else { return nil }
    return indices.map { functions[$0] }.max { $0.parameterNames.count < $1.parameterNames.count }
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
