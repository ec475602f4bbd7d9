#if Video
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  extension MeasuredRecording {
    /// The `recording` member `measure --json` adds: the video, the scale and region, what the
    /// detector learned, detection counts, and every frame's edges with their evidence and
    /// confidence (`null` where an edge was not found).
    var jsonValue: JSONValue {
      func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
      func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
      var scaleSource: [(String, JSONValue)] = [("kind", .string("given"))]
      if case .knownScreen(let phone) = scale.source {
        scaleSource = [
          ("kind", .string("knownScreen")), ("models", .string(phone.models)),
          ("widthPoints", .double(phone.width)), ("heightPoints", .double(phone.height)),
        ]
      }
      return .object([
        ("path", .string(path)),
        ("container", .string(info.container)),
        ("codec", .string(info.codec)),
        ("width", .int(info.width)),
        ("height", .int(info.height)),
        ("clockwiseQuarterTurns", .int(info.clockwiseQuarterTurns)),
        (
          "region",
          .array([region.x, region.y, region.width, region.height].map(JSONValue.int))
        ),
        ("pixelsPerPoint", .double(scale.pixelsPerPoint)),
        ("scaleSource", .object(scaleSource)),
        ("screenWidthPoints", .double(screenWidth)),
        ("screenHeightPoints", .double(screenHeight)),
        ("traceOriginMs", .double(traceOriginMilliseconds)),
        ("keyboardColor", text(learned.keyboardColor?.description)),
        ("barColor", text(learned.barColor?.description)),
        ("barHeightPoints", optional(learned.barHeightPixels.map { $0 / scale.pixelsPerPoint })),
        ("keyboardFound", .int(keyboardFoundCount)),
        ("barFound", .int(barFoundCount)),
        ("barCovered", .int(frames.filter(\.barIsCovered).count)),
        ("frames", .array(frames.map(\.jsonValue))),
      ])
    }
  }

  extension MeasuredFrame {
    /// One frame: recording time, both edges with evidence and confidence, the frame's confidence.
    var jsonValue: JSONValue {
      func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
      return .object([
        ("frame", .int(index)),
        ("recordingMs", .double(recordingMilliseconds)),
        ("keyboardTop", optional(keyboardTop)),
        ("keyboardEvidence", keyboardEvidence.map { .string($0.rawValue) } ?? .null),
        ("keyboardConfidence", .double(keyboardConfidence)),
        ("barBottom", optional(barBottom)),
        ("barEvidence", barEvidence.map { .string($0.rawValue) } ?? .null),
        ("barConfidence", .double(barConfidence)),
        ("barCovered", .bool(barIsCovered)),
        ("confidence", .double(confidence)),
      ])
    }
  }
#endif
