import CurveScopeLint
import CurveScopeOutput
import CurveScopeSupport

/// Reading and writing `lint`'s baseline files.
enum LintBaselineFile {
  /// The baseline at `path`.
  /// - Throws: ``InputFileError`` for a file that cannot be read (66) or is not a baseline (65).
  static func read(_ path: String, io: CommandIO) throws -> LintBaseline {
    let bytes = try InputFile.read(path, io: io)
    do {
      return try LintBaseline(json: bytes)
    } catch let error as any CurveScopeError {
      throw InputFileError(path: path, content: error)
    }
  }

  /// Writes `baseline` to `path` atomically.
  static func write(_ baseline: LintBaseline, to path: String) throws {
    try AtomicFileWriter.write(text: baseline.jsonValue.prettyText + "\n", to: path)
  }
}
