/// The files of one lint run, lexed and indexed, with the names each defines: a folder is one
/// app, so a handler's helpers, extensions and base classes are looked up across all its files.
///
/// Lookups go by the name's hash, then by its bytes; what a helper in another file reads is
/// computed once and remembered. Cross-file work is bounded: names defined in more than
/// ``maximumCandidates`` files are too common to resolve (and stay unresolved), and helpers
/// are followed at most ``maximumHops`` files deep.
final class LintApp {
  /// One lexed file.
  struct File {
    /// The path as reported.
    var path: String
    /// Its index.
    var index: SyntaxIndex
  }

  /// A definition in some file: a function or computed property, or a value given to a
  /// property (`self.name = …`, a stored property's initial value).
  struct Definition: Hashable {
    /// The file.
    var file: Int
    /// The function's index in its file, for functions.
    var function: Int?
    /// The value's tokens, for properties.
    var value: Range<Int>?
  }

  /// The most files a name may be defined in and still be resolved across files.
  static let maximumCandidates = 4
  /// How many files deep helpers are followed.
  static let maximumHops = 3

  /// The files.
  private(set) var files: [File] = []
  /// Functions and computed properties by the hash of their name.
  private var functionsByHash: [UInt32: [(file: Int, function: Int)]] = [:]
  /// How many files define a function of each name hash (a name defined everywhere is too
  /// common to resolve, and is passed over without reading its definitions).
  private var filesByFunctionHash: [UInt32: Int] = [:]
  /// The same for property values.
  private var filesByPropertyHash: [UInt32: Int] = [:]
  /// Methods declared `override`, by the hash of their name.
  private var overridesByHash: [UInt32: [(file: Int, function: Int)]] = [:]
  /// Property values (outside function bodies, or `self.name = …`) by the hash of the name.
  private var propertiesByHash: [UInt32: [(file: Int, token: Int, value: Range<Int>)]] = [:]
  /// Remembered facts of definitions, and the ones being computed (a cycle reads as nothing).
  var factsCache: [Definition: ExpressionFacts] = [:]
  var inProgress: Set<Definition> = []
  /// Remembered motions of animation helpers, by function and observed kinds.
  var motionCache: [MotionKey: [ForeignMotion]] = [:]
  /// The current depth of cross-file evaluation.
  var hops = 0
  /// The limits.
  let limits: LintLimits
  /// The display rate, for latencies.
  let frameRate: Double

  /// An empty app.
  init(limits: LintLimits, frameRate: Double) {
    self.limits = limits
    self.frameRate = frameRate
  }

  /// Adds a file and indexes the names it defines; returns its number.
  @discardableResult
  func add(path: String, index: SyntaxIndex) -> Int {
    let number = files.count
    files.append(File(path: path, index: index))
    let source = index.source
    for (position, function) in index.functions.enumerated() {
      let hash = source.tokens[function.nameToken].hash
      if functionsByHash[hash]?.last?.file != number { filesByFunctionHash[hash, default: 0] += 1 }
      functionsByHash[hash, default: []].append((number, position))
      let token = function.nameToken
      if (max(0, token - 8)..<token).contains(where: { source.isIdentifier($0, Names.override) }) {
        overridesByHash[hash, default: []].append((number, position))
      }
    }
    for (hash, entries) in index.definitionsByHash {
      for entry in entries where isProperty(entry.token, in: index) {
        if propertiesByHash[hash]?.last?.file != number {
          filesByPropertyHash[hash, default: 0] += 1
        }
        propertiesByHash[hash, default: []].append((number, entry.token, entry.value))
      }
    }
    return number
  }

  /// A definition outside any function body (a stored property, a constant), or a member
  /// assignment `self.name = …` (an initialiser filling a struct from the notification).
  private func isProperty(_ token: Int, in index: SyntaxIndex) -> Bool {
    if !index.insideFunction[token] { return true }
    return token >= 2 && index.source.isPunctuation(token - 1, UInt8(ascii: "."))
      && index.source.isIdentifier(token - 2, Names.`self`)
  }

  /// Functions named like token `token` of file `file`, in other files (none when too common).
  func functions(namedAt token: Int, in file: Int) -> [(file: Int, function: Int)] {
    let source = files[file].index.source
    let hash = source.tokens[token].hash
    // One more than the limit: the asking file may be one of them.
    guard (filesByFunctionHash[hash] ?? 0) <= Self.maximumCandidates + 1,
      let entries = functionsByHash[hash]
    else { return [] }
    let matches = entries.filter {
      $0.file != file
        && sameName(
          files[$0.file].index, files[$0.file].index.functions[$0.function].nameToken,
          source, token)
    }
    let distinctFiles = Set(matches.map(\.file))
    return distinctFiles.count <= Self.maximumCandidates ? matches : []
  }

  /// Property values named like token `token` of file `file`, in other files.
  func properties(namedAt token: Int, in file: Int) -> [(file: Int, token: Int, value: Range<Int>)]
  {
    let source = files[file].index.source
    let hash = source.tokens[token].hash
    guard (filesByPropertyHash[hash] ?? 0) <= Self.maximumCandidates + 1,
      let entries = propertiesByHash[hash]
    else { return [] }
    let matches = entries.filter {
      $0.file != file && sameName(files[$0.file].index, $0.token, source, token)
    }
    let distinctFiles = Set(matches.map(\.file))
    return distinctFiles.count <= Self.maximumCandidates ? Array(matches.prefix(8)) : []
  }

  /// Whether some other file may define the name at token `token` of file `file` (a function
  /// or a property in at most ``maximumCandidates`` files): a test by hash, before any work.
  func mayResolve(_ token: Int, in file: Int) -> Bool {
    let hash = files[file].index.source.tokens[token].hash
    let functions = filesByFunctionHash[hash] ?? 0
    let properties = filesByPropertyHash[hash] ?? 0
    return (functions > 0 && functions <= Self.maximumCandidates + 1)
      || (properties > 0 && properties <= Self.maximumCandidates + 1)
  }

  /// Whether any file defines a function whose name has hash `hash`.
  func functionsDefined(hash: UInt32) -> Bool { functionsByHash[hash] != nil }

  /// Functions named `name` in files other than `file`.
  func functions(named name: String, except file: Int) -> [(file: Int, function: Int)] {
    matching(functionsByHash, name, except: file)
  }

  /// Methods declared `override` named `name` in files other than `file`.
  func overrides(named name: String, except file: Int) -> [(file: Int, function: Int)] {
    matching(overridesByHash, name, except: file)
  }

  private func matching(
    _ table: [UInt32: [(file: Int, function: Int)]], _ name: String, except file: Int
  ) -> [(file: Int, function: Int)] {
    let key = IdentifierName(name)
    guard let entries = table[key.hash] else { return [] }
    return entries.filter {
      guard $0.file != file else { return false }
      let index = files[$0.file].index
      return index.source.isIdentifier(index.functions[$0.function].nameToken, key)
    }
  }

  private func sameName(_ a: SyntaxIndex, _ x: Int, _ b: LexedSource, _ y: Int) -> Bool {
    let first = a.source.tokens[x]
    let second = b.tokens[y]
    guard first.hash == second.hash, first.length == second.length else { return false }
    var k = 0
    while k < first.length {
      if a.source.bytes[Int(first.start) + k] != b.bytes[Int(second.start) + k] { return false }
      k += 1
    }
    return true
  }
}
