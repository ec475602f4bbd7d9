import CurveScopeCodec

/// What the analysis asks about a name, worked out once per name of a run (``NameTable``)
/// instead of once per token: the words it contains and the lists it is on.
struct NameFacts: Sendable {
  /// Yes-or-no facts.
  struct Flags: OptionSet, Sendable {
    let rawValue: UInt64

    // Words, ignoring ASCII case (as ``LexedSource/tokenContains(_:_:)`` reads a token).
    static let keyboard = Flags(rawValue: 1 << 0)
    static let animate = Flags(rawValue: 1 << 1)
    static let duration = Flags(rawValue: 1 << 2)
    static let curve = Flags(rawValue: 1 << 3)
    static let option = Flags(rawValue: 1 << 4)
    static let frame = Flags(rawValue: 1 << 5)
    static let height = Flags(rawValue: 1 << 6)
    static let size = Flags(rawValue: 1 << 7)
    static let rect = Flags(rawValue: 1 << 8)
    static let endFrame = Flags(rawValue: 1 << 9)
    /// `x`, `y`, or a name whose lower-cased text holds a layout word
    /// (``HandlerScope/isLayoutProperty(_:)``).
    static let layoutProperty = Flags(rawValue: 1 << 10)
    /// The lower-cased text holds `animate`.
    static let lowercasedAnimate = Flags(rawValue: 1 << 11)
    /// The lower-cased text holds `layout`.
    static let lowercasedLayout = Flags(rawValue: 1 << 12)
    /// The first character is upper-case; ``startsOther``: it is not.
    static let startsUppercase = Flags(rawValue: 1 << 13)
    static let startsOther = Flags(rawValue: 1 << 14)

    // Lists.
    /// ``HandlerScope/layoutCalls``.
    static let layoutCall = Flags(rawValue: 1 << 16)
    /// ``HandlerScope/implicitLayoutProperties``.
    static let implicitLayoutProperty = Flags(rawValue: 1 << 17)
    /// ``HandlerScope/opaqueNames``.
    static let opaque = Flags(rawValue: 1 << 18)
    /// ``BraceClassifier/controlKeywords``.
    static let controlKeyword = Flags(rawValue: 1 << 19)
    /// ``BraceClassifier/asyncCalls``.
    static let asyncCall = Flags(rawValue: 1 << 20)
    /// ``BraceClassifier/synchronousCalls``.
    static let synchronousCall = Flags(rawValue: 1 << 21)
    /// ``HandlerScope/animationCalls``.
    static let animationCall = Flags(rawValue: 1 << 22)
    /// ``RegistrationFinder/subscribers``.
    static let subscriber = Flags(rawValue: 1 << 23)
    /// ``HandlerClassifier/transparentCalls``.
    static let transparentCall = Flags(rawValue: 1 << 24)
    /// A name that starts an animation call (``HandlerScope/siteNames``).
    static let siteName = Flags(rawValue: 1 << 25)
    /// `rawValue`, `bitPattern` or `truncatingIfNeeded`: a conversion's label.
    static let conversionLabel = Flags(rawValue: 1 << 26)
  }

  /// The flags.
  let flags: Flags
  /// The options the name stands for (``OptionNames/options``).
  let options: AnimationOptions?
  /// The curve it stands for (``OptionNames/curves``).
  let curve: AnimationCurve?
  /// What it denotes as a keyboard notification or `userInfo` key, spelled as an identifier.
  let meaning: KeyboardNameTable.Meaning?

  /// The facts of `name` (the name's text: without backticks or sigils).
  init(_ name: String) {
    var flags: Flags = []
    let bytes = Array(name.utf8)
    // A word is looked for only when the name holds each of its letters.
    let letters = Self.letters(bytes)
    for (word, wordLetters, flag) in Self.words
    where letters & wordLetters == wordLetters && Self.contains(bytes, word) {
      flags.insert(flag)
    }
    if letters & Self.endFrameLetters == Self.endFrameLetters,
      Self.contains(bytes, "endframe") || Self.contains(bytes, "frameend")
    {
      flags.insert(.endFrame)
    }
    if bytes.allSatisfy({ $0 < 0x80 }) {
      // ASCII: lower-casing is per byte, and characters are bytes (with the same letters).
      let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
      if name == "x" || name == "y"
        || Self.layoutWords.contains(where: {
          letters & $0.letters == $0.letters && Self.contains(lower, $0.word)
        })
      {
        flags.insert(.layoutProperty)
      }
      if letters & Self.animateLetters == Self.animateLetters, Self.contains(lower, "animate") {
        flags.insert(.lowercasedAnimate)
      }
      if letters & Self.layoutLetters == Self.layoutLetters, Self.contains(lower, "layout") {
        flags.insert(.lowercasedLayout)
      }
    } else {
      if HandlerScope.isLayoutProperty(name) { flags.insert(.layoutProperty) }
      let lower = name.lowercased()
      if lower.contains("animate") { flags.insert(.lowercasedAnimate) }
      if lower.contains("layout") { flags.insert(.lowercasedLayout) }
    }
    if let first = name.first { flags.insert(first.isUppercase ? .startsUppercase : .startsOther) }
    // The listed names' hashes rule most names out before any string is hashed.
    let mayBeListed = Self.listedHashes.mayContain(IdentifierName.fnv1a(bytes))
    if mayBeListed, let listed = Self.lists[name] { flags.formUnion(listed) }
    self.flags = flags
    options = mayBeListed ? OptionNames.options[name] : nil
    curve = mayBeListed ? OptionNames.curves[name] : nil
    meaning = KeyboardNameTable.meaning(ofName: bytes)
  }

  /// The words looked for, with their letters and flags.
  private static let words: [(word: StaticString, letters: UInt32, flag: Flags)] = {
    let words: [(StaticString, Flags)] = [
      ("keyboard", .keyboard), ("animate", .animate), ("duration", .duration), ("curve", .curve),
      ("option", .option), ("frame", .frame), ("height", .height), ("size", .size),
      ("rect", .rect),
    ]
    return words.map { word, flag in
      let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      return (word, letters(Array(bytes)), flag)
    }
  }()
  private static let endFrameLetters = letters(Array("endframe".utf8))
  private static let animateLetters = letters(Array("animate".utf8))
  private static let layoutLetters = letters(Array("layout".utf8))
  /// ``HandlerScope/layoutWords`` with their letters.
  private static let layoutWords = HandlerScope.layoutWords.map {
    (word: $0, letters: letters(Array($0.utf8)))
  }

  /// The letters `a`…`z` that `bytes` hold in either case, a bit each: a word can be found in
  /// them (ignoring ASCII case, as the word search reads them) only when each of its letters is
  /// among them.
  static func letters(_ bytes: [UInt8]) -> UInt32 {
    var letters: UInt32 = 0
    for byte in bytes {
      let lower = byte | 0x20
      if lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") {
        letters |= 1 << UInt32(lower - UInt8(ascii: "a"))
      }
    }
    return letters
  }

  /// The hashes of every name in ``lists``, ``OptionNames/options`` and
  /// ``OptionNames/curves``.
  private static let listedHashes = HashBits(
    (Array(lists.keys) + Array(OptionNames.options.keys) + Array(OptionNames.curves.keys)).map {
      IdentifierName.fnv1a(Array($0.utf8))
    })

  /// The lists each listed name is on.
  private static let lists: [String: Flags] = {
    let lists: [(Set<String>, Flags)] = [
      (HandlerScope.layoutCalls, .layoutCall),
      (HandlerScope.implicitLayoutProperties, .implicitLayoutProperty),
      (HandlerScope.opaqueNames, .opaque), (BraceClassifier.controlKeywords, .controlKeyword),
      (BraceClassifier.asyncCalls, .asyncCall),
      (BraceClassifier.synchronousCalls, .synchronousCall),
      (HandlerScope.animationCalls, .animationCall), (RegistrationFinder.subscribers, .subscriber),
      (HandlerClassifier.transparentCalls, .transparentCall), (HandlerScope.siteNames, .siteName),
      (["rawValue", "bitPattern", "truncatingIfNeeded"], .conversionLabel),
    ]
    var table: [String: Flags] = [:]
    for (list, flag) in lists {
      for name in list { table[name, default: []].insert(flag) }
    }
    return table
  }()

  /// Whether `bytes` contain `word` (lower-case ASCII), ignoring ASCII case.
  static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
    contains(bytes, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
  }

  /// Whether `bytes` contain `word` (lower-case ASCII), ignoring ASCII case.
  static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
    var word = word
    return word.withUTF8 { contains(bytes, $0) }
  }

  private static func contains(_ bytes: [UInt8], _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = pattern.count
    guard bytes.count >= count else { return false }
    var offset = 0
    while offset + count <= bytes.count {
      var k = 0
      while k < count, bytes[offset + k] | 0x20 == pattern[k] { k += 1 }
      if k == count { return true }
      offset += 1
    }
    return false
  }
}
