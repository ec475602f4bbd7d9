#if Video
  import CurveScopeRecording
  import CurveScopeSupport
  import CurveScopeVideo

  extension MeasuredRecording {
    /// The `recording` member `measure --json` adds: the video, the scale and region, what the
    /// detector learned, detection counts, and every frame's edges in points and pixels with
    /// their evidence and confidence (`null` where an edge was not seen).
    var jsonValue: JSONValue {
      func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
      var scaleSource: [(String, JSONValue)]
      switch scale.source {
      case .given: scaleSource = [("kind", .string("given"))]
      case .knownScreen(let phone):
        scaleSource = [
          ("kind", .string("knownScreen")), ("models", .string(phone.models)),
          ("widthPoints", .double(phone.width)), ("heightPoints", .double(phone.height)),
        ]
      case .aspectRatio(let phone, let range):
        scaleSource = [
          ("kind", .string("aspectRatio")), ("models", .string(phone.models)),
          ("lowest", .double(range.lowerBound)), ("highest", .double(range.upperBound)),
        ]
      case .assumedWidth(let points):
        scaleSource = [("kind", .string("assumedWidth")), ("widthPoints", .double(points))]
      }
      var members: [(String, JSONValue)] = [
        ("path", .string(path)),
        ("container", .string(info.container)),
        ("codec", .string(info.codec)),
        ("width", .int(info.width)),
        ("height", .int(info.height)),
        ("clockwiseQuarterTurns", .int(info.clockwiseQuarterTurns)),
        ("region", .array([region.x, region.y, region.width, region.height].map(JSONValue.int))),
        ("regionFoundInBorder", .bool(screenFoundInBorder)),
        ("regionFoundByMotion", .bool(screenFoundByMotion)),
        ("bottomCornerRows", .int(bottomCornerRows)),
        ("pixelsPerPoint", .double(scale.pixelsPerPoint)),
        ("scaleExact", .bool(scale.isExact)),
        ("scaleSource", .object(scaleSource)),
        ("screenWidthPoints", .double(screenWidth)),
        ("screenHeightPoints", .double(screenHeight)),
        ("traceOriginMs", .double(traceOriginMilliseconds)),
        ("keyboardFound", .int(keyboardFoundCount)),
        ("barFound", .int(barFoundCount)),
        ("barCovered", .int(barCoveredCount)),
        ("barUnderKeyboard", .int(barUnderKeyboardCount)),
        ("traceProblem", traceProblem.map(JSONValue.string) ?? .null),
      ]
      if let model {
        members.append(("restingKeyboardTopPx", .double(model.restingKeyboardTop)))
        members.append(("keyboardTopMethod", .string(model.keyboardTopMethod.rawValue)))
        members.append(("referenceFrames", .int(model.referenceFrames.count)))
        members.append(("hiddenFrames", .int(model.hiddenFrames.count)))
        members.append(("strips", .int(model.strips)))
        if let bar = model.bar {
          members.append(
            (
              "bar",
              .object([
                ("barEdge", .string(bar.edge.rawValue)),
                ("restingBottomPx", .double(bar.restingBottom)),
                ("touchesKeyboard", .bool(bar.touchesKeyboard)),
                ("travelPx", .int(bar.travel)),
                ("heightPx", .int(bar.height)),
              ])
            ))
        } else {
          members.append(("bar", .null))
        }
      }
      members.append(("frames", .array(frames.map(\.jsonValue))))
      return .object(members)
    }

    /// `desync`: the resting gaps, the largest departures, the verdict (or `null` with the
    /// refusal's reason).
    var desyncJSON: JSONValue {
      func departure(_ value: RestingGapAnalysis.Departure?) -> JSONValue {
        guard let value else { return .null }
        return .object([
          ("points", .double(abs(value.extra))),
          ("direction", .string(value.extra < 0 ? "overlap" : "gap")),
          ("confidence", .double(value.confidence)),
          ("atRecordingMs", .double(value.recordingMilliseconds)),
          ("expectedGapPoints", .double(value.expected)),
          ("basis", .string(value.basis.rawValue)),
          ("lowerBound", .bool(value.basis == .hidden)),
        ])
      }
      var members: [(String, JSONValue)] = [
        (
          "verdict", refusal == nil ? analysis.map { .string($0.verdict.rawValue) } ?? .null : .null
        ),
        ("refusal", refusal.map { .string($0.reason) } ?? .null),
      ]
      if let analysis {
        members += [
          ("tolerancePoints", .double(analysis.tolerance)),
          ("restingGapUpPoints", .double(analysis.restingGapUp)),
          ("restingGapDownPoints", analysis.restingGapDown.map(JSONValue.double) ?? .null),
          ("framesInMotionWithBothEdges", .int(analysis.seenInMotion)),
          ("maxExtraGap", departure(analysis.maxExtraGap.flatMap { $0.extra > 0 ? $0 : nil })),
          (
            "maxExtraOverlap",
            departure(analysis.maxExtraOverlap.flatMap { $0.extra < 0 ? $0 : nil })
          ),
          ("isolatedDepartures", .array(analysis.isolated.map { departure($0) })),
          ("uncertainDepartures", .array(analysis.uncertain.map { departure($0) })),
        ]
      }
      return .object(members)
    }

    /// `trust`: `level` and `reasons`.
    var trustJSON: JSONValue {
      .object([
        ("level", .string(trust.level.rawValue)),
        ("reasons", .array(trust.reasons.map(JSONValue.string))),
        ("limits", .array(limits.map(JSONValue.string))),
      ])
    }
  }

  extension MeasuredFrame {
    /// One frame: recording time, both edges in points and pixels with evidence and confidence.
    var jsonValue: JSONValue {
      func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
      return .object([
        ("frame", .int(index)),
        ("recordingMs", .double(recordingMilliseconds)),
        ("keyboard", .string(keyboardState.rawValue)),
        ("keyboardTop", optional(keyboardTop)),
        ("keyboardTopPx", optional(keyboardTopPixels)),
        ("keyboardConfidence", .double(keyboardConfidence)),
        ("keyboardEvidence", keyboardEvidence.map { .string($0.rawValue) } ?? .null),
        ("barBottom", optional(barBottom)),
        ("barBottomPx", optional(barBottomPixels)),
        ("barEvidence", barEvidence.map { .string($0.rawValue) } ?? .null),
        ("barConfidence", .double(barConfidence)),
        ("barCoveredBottom", optional(barCoveredBottom)),
        ("confidence", .double(confidence)),
      ])
    }
  }
#endif
