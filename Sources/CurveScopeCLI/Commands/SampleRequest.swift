import CurveScopeSupport
import CurveScopeTiming

/// The result of `curvescope sample`, and its three renderings.
struct SampleRequest {
  /// The curve as the user gave it.
  var curve: CurveSpec
  /// The timing sampled.
  var timing: Timing
  /// The display rate.
  var frameRate: FrameRate
  /// One row per frame.
  var samples: [TimingSample]

  /// `time_ms,progress,value,velocity` and one line per frame, at full precision.
  var csvText: String {
    var text = "time_ms,progress,value,velocity\n"
    for row in samples {
      text += NumberText.exact(row.timeMilliseconds) + ","
      text += NumberText.exact(row.progress) + ","
      text += NumberText.exact(row.value) + ","
      text += NumberText.exact(row.velocity) + "\n"
    }
    return text
  }

  /// An object with the request (`curve`, `kind`, `duration`, `fps`) and `samples`, one compact
  /// object per line; numbers at full precision, non-finite ones as `null`.
  var jsonText: String {
    let header: [(String, JSONValue)] = [
      ("curve", .string(curve.name ?? curve.text.trimmingWhitespace())),
      ("kind", .string(curve.definition.kind)),
      ("duration", .double(timing.duration)),
      ("fps", .double(frameRate.hertz)),
    ]
    var lines = ["{"]
    for (key, value) in header {
      lines.append("  \(JSONValue.string(key).compactText): \(value.compactText),")
    }
    lines.append("  \"samples\": [")
    for (index, row) in samples.enumerated() {
      let object = JSONValue.object([
        ("time_ms", .double(row.timeMilliseconds)),
        ("progress", .double(row.progress)),
        ("value", .double(row.value)),
        ("velocity", .double(row.velocity)),
      ])
      lines.append("    " + object.compactText + (index + 1 < samples.count ? "," : ""))
    }
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A title line and an aligned table: time to 0.01 ms, progress to 4 places, value to 6,
  /// velocity to 4.
  var tableText: String {
    let name = curve.name ?? curve.text.trimmingWhitespace()
    let title =
      "\(name): \(NumberText.exact(timing.duration)) s at \(frameRate), "
      + "\(samples.count) frames\n"
    var table = TextTable(
      headers: ["time (ms)", "progress", "value", "velocity (1/s)"],
      alignments: [.right, .right, .right, .right])
    for row in samples {
      table.append([
        NumberText.fixed(row.timeMilliseconds, decimals: 2),
        NumberText.fixed(row.progress, decimals: 4),
        NumberText.fixed(row.value, decimals: 6),
        NumberText.fixed(row.velocity, decimals: 4),
      ])
    }
    return title + table.text
  }
}
