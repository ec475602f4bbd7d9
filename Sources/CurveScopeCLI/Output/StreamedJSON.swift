import CurveScopeSupport

/// A JSON array of objects printed piece by piece, exactly as `JSONValue.array(…).prettyText`
/// would print it: each object's last member may be an array made one element at a time
/// (`--frames`: a million frames), so that the output is streamed (``CommandIO/flushIfLarge()``)
/// and never held whole in memory, as a tree or as text.
struct StreamedJSON {
  /// One object of the array: its members, then optionally one streamed array member.
  struct Object {
    /// The members printed first, in order.
    var members: [(String, JSONValue)]
    /// The last member: its key, its element count, and each element on demand.
    var streamed: (key: String, count: Int, element: (Int) -> JSONValue)?
  }

  /// Prints `objects` as one pretty JSON array and a newline, flushing as it goes.
  /// - Throws: ``StandardOutputError`` when the output cannot be written.
  static func printArray(_ objects: [Object], io: inout CommandIO) throws {
    guard !objects.isEmpty else {
      io.print("[]")
      return
    }
    io.print("[", terminator: "")
    for (index, object) in objects.enumerated() {
      io.print((index > 0 ? "," : "") + "\n  ", terminator: "")
      try printObject(object, level: 1, io: &io)
    }
    io.print("\n]")
    try io.flushIfLarge()
  }

  private static func printObject(_ object: Object, level: Int, io: inout CommandIO) throws {
    guard let streamed = object.streamed else {
      io.print(JSONValue.object(object.members).prettyText(level: level), terminator: "")
      return
    }
    let inner = String(repeating: "  ", count: level + 1)
    io.print("{", terminator: "")
    for (index, member) in object.members.enumerated() {
      io.print(
        (index > 0 ? "," : "") + "\n" + inner + JSONValue.string(member.0).compactText + ": "
          + member.1.prettyText(level: level + 1), terminator: "")
    }
    io.print(
      (object.members.isEmpty ? "" : ",") + "\n" + inner
        + JSONValue.string(streamed.key).compactText + ": ", terminator: "")
    try printElements(count: streamed.count, level: level + 1, io: &io, streamed.element)
    io.print("\n" + String(repeating: "  ", count: level) + "}", terminator: "")
  }

  /// An array member's value, element by element, as `prettyText` lays an array out (scalars
  /// on one line, anything else one element a line).
  private static func printElements(
    count: Int, level: Int, io: inout CommandIO, _ element: (Int) -> JSONValue
  ) throws {
    guard count > 0 else {
      io.print("[]", terminator: "")
      return
    }
    let first = element(0)
    if first.isScalar {
      // A scalar array prints on one line (as prettyText does); small enough to build whole.
      io.print(
        JSONValue.array([first] + (1..<count).map(element)).prettyText(level: level), terminator: ""
      )
      return
    }
    let inner = "\n" + String(repeating: "  ", count: level + 1)
    io.print("[", terminator: "")
    for index in 0..<count {
      let value = index == 0 ? first : element(index)
      io.print((index > 0 ? "," : "") + inner + value.prettyText(level: level + 1), terminator: "")
      try io.flushIfLarge()
    }
    io.print("\n" + String(repeating: "  ", count: level) + "]", terminator: "")
  }
}
