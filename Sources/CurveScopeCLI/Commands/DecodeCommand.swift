import CurveScopeCodec
import CurveScopeSupport

/// `curvescope decode VALUE... [--options MASK ...] [--json]`: what a UIKit curve value or options
/// mask means, and what goes wrong with it.
package enum DecodeCommand: Command {
  /// Name, arguments, options and help of `decode`.
  package static let spec = CommandSpec(
    name: "decode",
    abstract: "Decode UIKit animation curve values and option masks (the << 16 codec).",
    discussion: """
      Each VALUE is a UIView.AnimationCurve raw value, as a keyboard notification carries it \
      (UIKeyboardAnimationCurveUserInfoKey: 7 since iOS 7). decode shows its name, whether UIKit \
      documents it, and the mask that the usual idiom builds from it, \
      AnimationOptions(rawValue: UInt(curve << 16)): flags (bits 0-9), curve field (bits \
      16-19), transition field (bits 20-23) and preferred-frames-per-second field (bits 24-27).

      --options MASK decodes a whole UIView.AnimationOptions mask instead, such as one your app \
      printed. Curves are printed first, then masks, each group in command-line order.

      Values are decimal, 0x hexadecimal or 0b binary, with an optional sign, surrounding \
      spaces, and _ between digits. A negative value is decoded as UInt(bitPattern:) reads it, \
      since UInt(_:) traps on it; type it directly (decode -1) or after -- . Text that is not an \
      integer, or does not fit in 64 bits, is a usage error (exit 64) and nothing is printed.

      Each finding has a stable code and a severity: error when UInt(_:) would trap \
      (negative-value); info when nothing is wrong but something is worth knowing (7, the \
      keyboard's private spring; a mask of 1-3 that may be an unshifted curve); warning \
      otherwise (bits-shifted-out, already-shifted, undocumented-curve, \
      spills-into-transition, spills-into-frame-rate, unknown-transition, unknown-frame-rate, \
      unused-bits, unshifted-curve). The exit status is 0 whatever they say.

      --json prints an array with one object per value: input, decodedAs (curve or options), \
      curve {rawValue, name, documented}, options {rawValue, hex, flags, curveField, \
      transitionField, framesPerSecondField, unusedBits}, diagnostics [{code, severity, \
      message}]; unnamed values have a null name.
      """,
    arguments: [
      ArgumentSpec(
        name: "value", help: "Curve raw values: 7, 0x10, -1 (at least one VALUE or --options).",
        arity: .zeroOrMore)
    ],
    options: [options],
    examples: [
      "curvescope decode 7",
      "curvescope decode 0 1 2 3 7 16 256",
      "curvescope decode --options 7 --options 0x70000",
      "curvescope decode --json -- -1",
    ])

  /// `--options MASK`, repeatable.
  static let options = OptionSpec.option(
    "--options", value: "mask", help: "Decode a whole AnimationOptions mask: 458752, 0x70000.",
    repeatable: true)

  /// Decodes every value and prints the human or JSON report.
  /// - Throws: ``UsageError`` naming the first value that is not a 64-bit integer, or when no
  ///   value is given.
  package static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode {
    let curves = arguments.positionals
    let masks = arguments.texts(options)
    guard !curves.isEmpty || !masks.isEmpty else {
      throw UsageError(
        .argument("value"), .missingArgument(hint: "give a curve value or --options <mask>"))
    }
    var decodings: [CurveDecoding] = []
    for text in curves {
      do {
        decodings.append(try CurveCodec.decodeCurve(text))
      } catch {
        if case .curveBeyondInt = error.reason {
          throw UsageError(.value(text), .curveOutOfRange(error))
        }
        throw UsageError(.value(text), .invalidValue(error))
      }
    }
    for text in masks {
      do {
        decodings.append(try CurveCodec.decodeOptions(text))
      } catch {
        throw UsageError(.optionValue(options.primaryName, text), .invalidValue(error))
      }
    }
    if arguments.reportFormat == .json {
      io.print(JSONValue.array(decodings.map(DecodeJSON.object)).prettyText)
    } else {
      io.print(decodings.map(DecodeText.block).joined(separator: "\n"), terminator: "")
    }
    return .success
  }
}
