import CurveScopeSupport

/// A scenario whose name cannot give the gallery's file names (exit 65, naming the scenario
/// file): two scenarios would write the same figures, or a name is too long for a file name.
package struct GalleryNameError: CurveScopeError, Equatable {
  /// What is wrong with the name.
  package enum Cause: Sendable, Equatable {
    /// Another scenario file, `otherFile`, gives the same file names (`baseName`, compared
    /// without case, as a case-insensitive file system would).
    case sameFileNames(otherFile: String, baseName: String)
    /// The longest figure name, `fileName`, with the writer's temporary suffix, takes `bytes`
    /// bytes, more than the `limit` of one file name.
    case tooLong(fileName: String, bytes: Int, limit: Int)
  }

  /// The scenario's name, as in the file.
  package var scenario: String
  /// What is wrong.
  package var cause: Cause

  /// Creates the error.
  package init(scenario: String, _ cause: Cause) {
    self.scenario = scenario
    self.cause = cause
  }

  /// `name "show"` (shortened to 60 characters, escaped).
  package var subject: String {
    let short = scenario.count > 60 ? String(scenario.prefix(60)) + "…" : scenario
    return "name \"\(TerminalText.escaped(short))\""
  }

  /// Why the gallery refuses it.
  package var problem: String {
    switch cause {
    case .sameFileNames(let otherFile, let baseName):
      return "gives the same figure files (comparison-\(TerminalText.escaped(baseName)).png …) "
        + "as \(TerminalText.escaped(otherFile)); give the scenarios distinct names"
    case .tooLong(let fileName, let bytes, let limit):
      let short = fileName.count > 40 ? String(fileName.prefix(40)) + "…" : fileName
      return "is too long for a file name: \(TerminalText.escaped(short)) needs \(bytes) "
        + "bytes with its temporary suffix, more than the \(limit) a file name may have; "
        + "shorten the name"
    }
  }
}
