import CurveScope
import CurveScopeCLI

/// The `measure` target: a small screen recording (``RecordingFixtures``: an MP4 or a GIF,
/// chosen by the first byte) mutated by the rest of the input, then `curvescope measure FILE
/// --json` run in-process on it.
///
/// The input after the first byte is a list of edits of 4 bytes each: an offset (two bytes, a
/// multiple of the file's length when large), an operation (overwrite, insert, remove, truncate)
/// and a value; a short input truncates or keeps the file whole. Invariants: the exit code is
/// 0, 65 or 66 (a recording that decodes, one that does not, one that cannot be read); on
/// success the JSON parses, on failure stdout is empty and stderr ends with one `error:` line;
/// nothing traps, hangs or grows without bound (a frame count, size or duration a mutation
/// claims is checked before decoding).
enum MeasureHarness {
  static func run(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let fixtures = RecordingFixtures.shared
    var file = selector & 1 == 0 ? fixtures.mp4 : fixtures.gif
    let name = selector & 1 == 0 ? "recording.mp4" : "recording.gif"
    var index = 1
    while index + 3 < bytes.count, !file.isEmpty {
      let position =
        (Int(bytes[index]) << 8 | Int(bytes[index + 1])) * max(1, file.count / 65_536 + 1)
        % file.count
      let value = bytes[index + 3]
      switch bytes[index + 2] % 4 {
      case 0: file[position] = value
      case 1: file.insert(value, at: position)
      case 2: file.remove(at: position)
      default: file.removeSubrange(position...)
      }
      index += 4
    }
    let path = FuzzSandbox.shared.path + "/" + name
    guard FuzzCorpus.write(file, to: path) else { FuzzCheck.fail("cannot write \(path)") }
    var io = CommandIO()
    let code = CurveScopeTool.run(["measure", path, "--json"], io: &io)
    FuzzCheck.require(
      [ExitCode.success, .dataError, .noInput].contains(code),
      "measure exited \(code.rawValue): \(io.standardError)")
    if code == .success {
      do {
        _ = try JSONParser().parse(io.standardOutput)
      } catch {
        FuzzCheck.fail("measure --json printed no JSON: \(error)\n\(io.standardOutput.prefix(400))")
      }
    } else if code == .dataError, !io.standardOutput.isEmpty {
      // A recording measured but refused (no bar, no keyboard motion) still reports what was
      // seen, with the refusal named in it; nothing else may print on an error.
      guard case .array(let objects)? = try? JSONParser().parse(io.standardOutput),
        case .object(let members)? = objects.first,
        case .object(let desync)? = members.first(where: { $0.0 == "desync" })?.1,
        case .string? = desync.first(where: { $0.0 == "refusal" })?.1
      else {
        FuzzCheck.fail("output on error without a refusal: \(io.standardOutput.prefix(200))")
      }
      FuzzCheck.require(
        io.standardError.split(separator: "\n").last?.hasPrefix("error: ") == true,
        "a refusal without its error line: \(io.standardError)")
    } else {
      FuzzCheck.require(
        io.standardOutput.isEmpty, "output on error: \(io.standardOutput.prefix(200))")
      let lines = io.standardError.split(separator: "\n")
      FuzzCheck.require(
        lines.last?.hasPrefix("error: ") == true
          && lines.dropLast().allSatisfy { $0.hasPrefix("note: ") },
        "stderr is not notes and one error: \(io.standardError)")
    }
  }
}
