import CurveScopeSupport

extension KeyboardTracker {
  /// The best placement in every frame (`nil` where no placement is possible).
  func track() -> [Match?] { trackRestoring().matches }

  /// The best placement in every frame (`nil` where no placement is possible), and the
  /// profiles of the frames whose dimming was undone to place the keyboard
  /// (``restoredMatch(_:templateTop:)``), by frame: what the rest of the analysis should
  /// look at in them.
  func trackRestoring() -> (matches: [Match?], restored: [Int: [UInt8]]) {
    let templateTop = Int(restingTop.rounded(.down))
    let repeats = (0..<store.count).map { $0 > 0 && isRepeat($0) }
    // Each frame is placed on its own, on every core; a frame that repeats the one before takes
    // its placement after.
    let tracker = self
    let placed = ParallelMap.map(store.count) { frame -> (match: Match?, profile: [UInt8]?)? in
      repeats[frame] ? nil : tracker.placement(frame, templateTop: templateTop)
    }
    var matches: [Match?] = []
    var restoredProfiles: [Int: [UInt8]] = [:]
    matches.reserveCapacity(store.count)
    for frame in 0..<store.count {
      guard let own = placed[frame] else {
        matches.append(matches[frame - 1])
        if let previous = restoredProfiles[frame - 1] { restoredProfiles[frame] = previous }
        continue
      }
      matches.append(own.match)
      if let profile = own.profile { restoredProfiles[frame] = profile }
    }
    return (matches, restoredProfiles)
  }

  /// The best placement in frame `frame`, and the frame's profile with its dimming undone when
  /// that placed the keyboard (``restoredMatch(_:templateTop:)``) where the frame as recorded
  /// gave only a weak placement.
  func placement(_ frame: Int, templateTop: Int) -> (match: Match?, profile: [UInt8]?) {
    let found = match(frame, templateTop: templateTop)
    if found.map(Self.isWeak) ?? true,
      let restored = restoredMatch(frame, templateTop: templateTop),
      !Self.isWeak(restored.match),
      restored.match.evidence > (found?.evidence ?? -.infinity)
    {
      var match = restored.match
      match.restoredGain = restored.gain
      return (match, restored.profile)
    }
    return (found, nil)
  }

  /// Whether a frame's profile equals the previous one's within a level everywhere.
  func isRepeat(_ frame: Int) -> Bool {
    let size = store.frameSize
    return store.values.withUnsafeBufferPointer { values in
      let a = frame * size
      let b = (frame - 1) * size
      for cell in stride(from: 0, to: size, by: 3)
      where abs(Int(values[a + cell]) - Int(values[b + cell])) > 1 {
        return false
      }
      return true
    }
  }
}
