import Testing

@testable import CurveScopeLint

/// One lexing case: the source and the token texts it must give.
struct LexCase: CustomTestStringConvertible, Sendable {
  var name: String
  var language: SourceLanguage = .swift
  var source: String
  var tokens: [String]
  var testDescription: String { name }
}

@Suite("Lexer")
struct LexerTests {
  static let cases: [LexCase] = [
    LexCase(
      name: "nested block comments vanish", source: "a /* b /* c */ d */ e", tokens: ["a", "e"]),
    LexCase(
      name: "Objective-C block comments do not nest", language: .objectiveC,
      source: "a /* b /* c */ d */ e", tokens: ["a", "d", "*/", "e"]),
    LexCase(name: "line comments end at the newline", source: "a // b c\nd", tokens: ["a", "d"]),
    LexCase(
      name: "an interpolation holding a string with a closing paren stays in the string",
      source: #"x = "a \(f(")")) b" + y"#, tokens: ["x", "=", #""a \(f(")")) b""#, "+", "y"]),
    LexCase(
      name: "nested interpolations",
      source: #"s("\(a("\(b)"))") t"#, tokens: ["s", "(", #""\(a("\(b)"))""#, ")", "t"]),
    LexCase(
      name: "a raw string keeps quotes and backslashes",
      source: ##"r = #"a "quoted" \(not) "#; z"##,
      tokens: ["r", "=", ##"#"a "quoted" \(not) "#"##, ";", "z"]),
    LexCase(
      name: "a raw string with two hashes ends only at quote-hash-hash",
      source: ###"##"a "# b"## c"###, tokens: [###"##"a "# b"##"###, "c"]),
    LexCase(
      name: "a raw interpolation",
      source: ##"#"v \#(x + ")") w"# q"##, tokens: [##"#"v \#(x + ")") w"#"##, "q"]),
    LexCase(
      name: "a multi-line string holding quotes and a comment opener",
      source: "a = \"\"\"\n  \"x\" /* \" \n  \"\"\"\nb",
      tokens: ["a", "=", "\"\"\"\n  \"x\" /* \" \n  \"\"\"", "b"]),
    LexCase(
      name: "an unterminated string ends at its line", source: "a = \"open\nb c",
      tokens: ["a", "=", "\"open", "b", "c"]),
    LexCase(
      name: "operators keep their run, comments split them", source: "x<<16|y//c\n??z",
      tokens: ["x", "<<", "16", "|", "y", "??", "z"]),
    LexCase(
      name: "numbers with separators, exponents, hex and ranges",
      source: "1_000 2.5e-3 0x7_0000 0..<3 t.0",
      tokens: ["1_000", "2.5e-3", "0x7_0000", "0", "..<", "3", "t", ".", "0"]),
    LexCase(
      name: "pound keywords and attributes", source: "@objc #selector(f) #if DEBUG",
      tokens: ["@objc", "#selector", "(", "f", ")", "#if", "DEBUG"]),
    LexCase(
      name: "backticked identifiers", source: "let `default` = 1",
      tokens: ["let", "`default`", "=", "1"]),
    LexCase(
      name: "a regex literal", source: "let r = #/a\"(b)/# ; x",
      tokens: ["let", "r", "=", "#/a\"(b)/#", ";", "x"]),
    LexCase(
      name: "Objective-C strings, characters and boxed literals", language: .objectiveC,
      source: #"NSLog(@"a\"b", 'x', @[@1]);"#,
      tokens: ["NSLog", "(", #"@"a\"b""#, ",", "'x'", ",", "@", "[", "@", "1", "]", ")", ";"]),
    LexCase(
      name: "preprocessor lines are one token, apostrophes included", language: .objectiveC,
      source: "#import <UIKit/UIKit.h>\n#pragma mark - Keyboard's\nx",
      tokens: ["#import <UIKit/UIKit.h>", "#pragma mark - Keyboard's", "x"]),
    LexCase(
      name: "a #define keeps its tokens and ends at the line", language: .objectiveC,
      source: "#define kDuration 0.3\ny", tokens: ["#define", "kDuration", "0.3", "", "y"]),
    LexCase(
      name: "Objective-C blocks and message sends", language: .objectiveC,
      source: "[UIView animateWithDuration:d animations:^{ x; }];",
      tokens: [
        "[", "UIView", "animateWithDuration", ":", "d", "animations", ":", "^", "{", "x", ";", "}",
        "]", ";",
      ]),
    LexCase(
      name: "an Objective-C float literal", language: .objectiveC, source: "y = .5f + 1.0f;",
      tokens: ["y", "=", ".5f", "+", "1.0f", ";"]),
  ]

  @Test("tokens", arguments: cases)
  func tokens(_ lexCase: LexCase) {
    #expect(Fixture.tokens(lexCase.source, lexCase.language) == lexCase.tokens)
  }

  @Test("lines are counted through comments, strings and interpolations")
  func lines() {
    let source = "a\n/* 1\n2 */ b \"\"\"\n  \\(c(\"x\"))\n  \"\"\" d\n#\"\"\"\ne\n\"\"\"#\nf"
    let lexed = LexedSource(bytes: Array(source.utf8), language: .swift, tokenLimit: 100)
    let lines = lexed.tokens.indices.map { (lexed.text($0), Int(lexed.tokens[$0].line)) }
    #expect(lines.first { $0.0 == "b" }?.1 == 3)
    #expect(lines.first { $0.0 == "d" }?.1 == 5)
    #expect(lines.first { $0.0 == "f" }?.1 == 9)
  }

  @Test(
    "numeric literals read as values",
    arguments: [
      ("0x70000", 458_752.0), ("1_000", 1000), ("0.25", 0.25), ("216.0f", 216), ("16UL", 16),
      ("0b111", 7), ("2.5e-3", 0.0025),
    ])
  func numbers(_ text: String, _ value: Double) {
    let lexed = LexedSource(bytes: Array(text.utf8), language: .objectiveC, tokenLimit: 10)
    #expect(lexed.numberValue(0) == value)
  }

  @Test(
    "string contents without quotes and prefixes",
    arguments: [
      (
        #"@"UIKeyboardFrameEndUserInfoKey""#, SourceLanguage.objectiveC,
        "UIKeyboardFrameEndUserInfoKey"
      ),
      (#""keyboardWillShow:""#, .swift, "keyboardWillShow:"),
      (##"#"raw"#"##, .swift, "raw"),
    ])
  func stringContents(_ text: String, _ language: SourceLanguage, _ content: String) {
    let lexed = LexedSource(bytes: Array(text.utf8), language: language, tokenLimit: 10)
    #expect(lexed.stringContent(0) == content)
  }

  @Test("the token limit stops lexing and says so")
  func tokenLimit() {
    let lexed = LexedSource(bytes: Array("a b c d e".utf8), language: .swift, tokenLimit: 3)
    #expect(lexed.count == 3)
    #expect(lexed.isTruncated)
  }

  @Test("a file denser than one token per three bytes keeps every token, and the limit holds")
  func denseFile() {
    // `a+a+a…`: one token per byte, twice the room lexing starts with; `#define` lines: a
    // directive end after each.
    let letters = (0..<3000).map { _ in "a" }
    let dense = letters.joined(separator: "+")
    let lexed = LexedSource(bytes: Array(dense.utf8), language: .swift, tokenLimit: 100_000)
    #expect(lexed.count == 5999)
    #expect(!lexed.isTruncated)
    #expect(lexed.text(5998) == "a" && lexed.text(5997) == "+")
    let defines = String(repeating: "#define a b\n", count: 500)
    let objc = LexedSource(bytes: Array(defines.utf8), language: .objectiveC, tokenLimit: 100_000)
    #expect(objc.count == 500 * 4)
    let limited = LexedSource(bytes: Array(dense.utf8), language: .swift, tokenLimit: 4000)
    #expect(limited.count == 4000)
    #expect(limited.isTruncated)
  }

  @Test("name facts: every option and curve name is read, words are found in any case")
  func nameFacts() {
    for (name, options) in OptionNames.options {
      #expect(NameFacts(name).options == options, "\(name)")
    }
    for (name, curve) in OptionNames.curves { #expect(NameFacts(name).curve == curve, "\(name)") }
    for name in HandlerScope.siteNames { #expect(NameFacts(name).flags.contains(.siteName)) }
    let words: [(String, NameFacts.Flags)] = [
      ("keyboard", .keyboard), ("animate", .animate), ("duration", .duration), ("curve", .curve),
      ("option", .option), ("frame", .frame), ("height", .height), ("size", .size), ("rect", .rect),
    ]
    for name in [
      "UIKeyboardFrameEndUserInfoKey", "kbHeight", "animationDuration", "optionsRect", "x",
      "sizeThatFits", "KEYBOARDWILLSHOW", "frameEnd", "bottomInset", "yOffset", "naïveCurve", "",
    ] {
      let facts = NameFacts(name)
      for (word, flag) in words {
        #expect(facts.flags.contains(flag) == name.lowercased().contains(word), "\(name) \(word)")
      }
      #expect(NameFacts(name).options == nil && NameFacts(name).curve == nil)
    }
  }

  @Test("deeply nested interpolations and unterminated input end without trapping")
  func pathological() {
    let deep = String(repeating: "\"\\(", count: 5000) + "x"
    let lexed = LexedSource(bytes: Array(deep.utf8), language: .swift, tokenLimit: 100_000)
    #expect(lexed.count >= 1)
    for source in ["\"\\(", "/* /*", "#\"", "\"\"\"", "#/", "'", "@\"", "`"] {
      for language in SourceLanguage.allCases {
        let lexed = LexedSource(bytes: Array(source.utf8), language: language, tokenLimit: 100)
        #expect(lexed.tokens.allSatisfy { $0.end <= Int32(source.utf8.count) })
      }
    }
  }
}
