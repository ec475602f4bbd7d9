import Foundation
import Testing

/// Stand-ins for the screen recordings the documented `measure` examples name, drawn by another
/// program than CurveScope: `Tests/CurveScopeVideoTests/Independent/render_screens.py` (Pillow
/// and the ffmpeg tool) draws a WhatsApp-like chat whose keyboard shows, which the ffmpeg tool
/// then remuxes (`bug-report.mov`), frames in a larger picture (`framed.mp4`: the 1170 × 2532
/// screen at 60, 120 in 1290 × 2772), turns into a GIF a third of its size (`chat.gif`) or
/// copies.
final class DocumentedRecordings {
  /// A documented example named a recording that has no stand-in, or none could be made.
  struct Missing: Error, CustomStringConvertible {
    var line: String
    var description: String { "no stand-in recording for: \(line)" }
  }

  /// The folder holding them.
  let folder: ScratchFolder
  /// `name` → path.
  private var made: [String: String] = [:]

  /// Draws the chat recording and makes the others from it; needs ``PillowPython``.
  init(python: String) throws {
    folder = try ScratchFolder()
    let chat = folder.file("chat.mp4")
    let script = Repository.root + "/Tests/CurveScopeVideoTests/Independent/render_screens.py"
    try Self.run(python, [script, "whatsapp-light", chat, folder.file("truth.json")])
    made["chat.mp4"] = chat
    made["numbers.mp4"] = chat
    made["kav-choppy.mp4"] = chat
    let mov = folder.file("bug-report.mov")
    try Self.run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-i", chat, "-c", "copy", mov])
    made["bug-report.mov"] = mov
    let framed = folder.file("framed.mp4")
    try Self.run(
      "ffmpeg",
      [
        "-hide_banner", "-loglevel", "error", "-i", chat, "-vf", "pad=1290:2772:60:120:black",
        "-fps_mode", "passthrough", "-c:v", "libx264", "-crf", "18", "-pix_fmt", "yuv420p",
        framed,
      ])
    made["framed.mp4"] = framed
    // A GIF as pull requests carry them: a third of the size, 25 frames a second.
    let gif = folder.file("chat.gif")
    try Self.run(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", "-i", chat, "-vf", "fps=25,scale=390:-1", gif])
    made["chat.gif"] = gif
  }

  /// The stand-in for the recording an example names.
  func path(for name: String) throws -> String {
    guard let path = made[name] else { throw Missing(line: name) }
    return path
  }

  /// Runs a tool and throws with its standard error when it fails.
  private static func run(_ tool: String, _ arguments: [String]) throws {
    let errors = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Missing(line: "\(tool) \(arguments.joined(separator: " ")): \(text)")
    }
  }
}
