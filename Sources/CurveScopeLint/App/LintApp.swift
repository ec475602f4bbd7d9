/// The files of one lint run, lexed and indexed, with the names each defines: a folder is one
/// app, so a handler's helpers, extensions and base classes are looked up across all its files.
///
/// The tables of names are built once, when the app is made from its lexed files, and go by
/// the names' numbers in the run's ``NameTable``; what a helper in another file reads is
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
  let files: [File]
  /// Functions and computed properties by name (a name defined in many files is too common
  /// to resolve, and is passed over without reading its definitions).
  private let functionsByName: NameLists<(file: Int, function: Int)>
  /// Methods declared `override`, by name.
  private let overridesByName: NameLists<(file: Int, function: Int)>
  /// Property values (outside function bodies, or `self.name = …`) by name.
  private let propertiesByName: NameLists<(file: Int, token: Int, value: Range<Int>)>
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

  /// The app of `files` (numbered in order), with the names each defines.
  init(files: [File], limits: LintLimits, frameRate: Double) {
    self.files = files
    self.limits = limits
    self.frameRate = frameRate
    var functions = NameLists<(file: Int, function: Int)>()
    var overrides = NameLists<(file: Int, function: Int)>()
    var properties = NameLists<(file: Int, token: Int, value: Range<Int>)>()
    for (number, file) in files.enumerated() {
      let index = file.index
      let source = index.source
      for (position, function) in index.functions.enumerated() {
        let token = function.nameToken
        let name = source.tokens[token].name
        functions.append(name, file: number, (number, position))
        if (max(0, token - 8)..<token).contains(where: { source.isIdentifier($0, Names.override) })
        {
          overrides.append(name, file: number, (number, position))
        }
      }
      for (position, definition) in index.definitions.enumerated()
      where Self.isProperty(definition.token, in: index) {
        properties.append(
          index.definitionNames[position], file: number,
          (number, definition.token, definition.value))
      }
    }
    functionsByName = functions
    overridesByName = overrides
    propertiesByName = properties
  }

  /// A definition outside any function body (a stored property, a constant), or a member
  /// assignment `self.name = …` (an initialiser filling a struct from the notification).
  private static func isProperty(_ token: Int, in index: SyntaxIndex) -> Bool {
    if !index.insideFunction[token] { return true }
    return token >= 2 && index.source.isPunctuation(token - 1, UInt8(ascii: "."))
      && index.source.isIdentifier(token - 2, Names.`self`)
  }

  /// Functions named like token `token` of file `file`, in other files (none when too common).
  func functions(namedAt token: Int, in file: Int) -> [(file: Int, function: Int)] {
    let source = files[file].index.source
    let name = source.tokens[token].name
    // One more than the limit: the asking file may be one of them.
    guard functionsByName.contains(name),
      functionsByName.fileCount(name) <= Self.maximumCandidates + 1
    else { return [] }
    let matches = functionsByName.entries(name).filter {
      $0.file != file
        && LexedSource.sameName(
          files[$0.file].index.source.tokens[files[$0.file].index.functions[$0.function].nameToken],
          source.tokens[token])
    }
    let distinctFiles = Set(matches.map(\.file))
    return distinctFiles.count <= Self.maximumCandidates ? matches : []
  }

  /// Property values named like token `token` of file `file`, in other files.
  func properties(namedAt token: Int, in file: Int) -> [(file: Int, token: Int, value: Range<Int>)]
  {
    let source = files[file].index.source
    let name = source.tokens[token].name
    guard propertiesByName.contains(name),
      propertiesByName.fileCount(name) <= Self.maximumCandidates + 1
    else { return [] }
    let matches = propertiesByName.entries(name).filter {
      $0.file != file
        && LexedSource.sameName(
          files[$0.file].index.source.tokens[$0.token], source.tokens[token])
    }
    let distinctFiles = Set(matches.map(\.file))
    return distinctFiles.count <= Self.maximumCandidates ? Array(matches.prefix(8)) : []
  }

  /// Whether some other file may define the name at token `token` of file `file` (a function
  /// or a property in at most ``maximumCandidates`` files): a test by name, before any work.
  @inline(__always)
  func mayResolve(_ token: Int, in file: Int) -> Bool {
    let name = files[file].index.source.tokens[token].name
    let functions = functionsByName.fileCount(name)
    let properties = propertiesByName.fileCount(name)
    return (functions > 0 && functions <= Self.maximumCandidates + 1)
      || (properties > 0 && properties <= Self.maximumCandidates + 1)
  }

  /// Whether any file defines a function whose name has number `name`.
  @inline(__always)
  func functionsDefined(name: UInt32) -> Bool { functionsByName.contains(name) }

  /// Functions named `name` in files other than `file`.
  func functions(named name: String, except file: Int) -> [(file: Int, function: Int)] {
    matching(functionsByName, name, except: file)
  }

  /// Methods declared `override` named `name` in files other than `file`.
  func overrides(named name: String, except file: Int) -> [(file: Int, function: Int)] {
    matching(overridesByName, name, except: file)
  }

  private func matching(
    _ table: NameLists<(file: Int, function: Int)>, _ name: String, except file: Int
  ) -> [(file: Int, function: Int)] {
    guard let any = files.first else { return [] }
    let number = any.index.source.names.number(of: name)
    return table.entries(number).filter { $0.file != file }
  }
}
