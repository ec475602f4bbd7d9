/// Checks an output path named on the command line, once the command's inputs are read and
/// before any work: not `-`, and not one of the command's own inputs (by device and inode, or
/// by resolved path, so `./s.json`, `s.json` and a link to it are all the same file).
///
/// What the path is (a folder, a device, a FIFO without a reader, a place that cannot be
/// written) is found by the writer, which refuses with exit 73 before writing anything.
enum OutputTarget {
  /// Throws when writing `path`, given as `option`, would be wrong.
  /// - Throws: ``UsageError`` `.outputIsDash` or `.outputIsInput`.
  static func check(_ path: String, option: String, io: CommandIO) throws(UsageError) {
    let place = UsageError.Place.optionValue(option, path)
    guard path != "-" else { throw UsageError(place, .outputIsDash) }
    if let input = io.inputs.input(at: path) {
      throw UsageError(place, .outputIsInput(input: input.path))
    }
  }
}
