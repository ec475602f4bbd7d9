public import CurveScopeTrace

extension TraceMatcher {
  /// The fewest frames of a moving keyboard ``keyboardModel(alone:screenWidth:screenHeight:)``
  /// matches.
  public static let minimumKeyboardFrames = 4

  /// Which keyboard model a keyboard moves like when no bar was recorded (a screen recording
  /// whose bar was never seen): its frames are matched with a stand-in bar that follows the
  /// keyboard exactly, and only the keyboard's part of the match is returned (the bar's is
  /// meaningless).
  /// - Parameters:
  ///   - frames: the keyboard's top edge per frame, in points, at times in ms (sorted); a hidden
  ///     keyboard at the screen's height; frames whose `keyboardTop` is `nil` (not seen) are left
  ///     out, and `barBottom` is ignored.
  /// - Returns: the keyboard model, or `nil` with fewer than ``minimumKeyboardFrames`` frames
  ///   seen, or when they make no valid trace or no match (the keyboard never moves).
  public func keyboardModel(alone frames: [TraceFrame], screenWidth: Double, screenHeight: Double)
    -> KeyboardModelMatch?
  {
    let seen = frames.compactMap { frame in
      frame.keyboardTop.map {
        TraceFrame(timeMilliseconds: frame.timeMilliseconds, keyboardTop: $0, barBottom: $0)
      }
    }
    guard seen.count >= Self.minimumKeyboardFrames,
      let trace = try? Trace(
        name: "keyboard", screenWidth: screenWidth, screenHeight: screenHeight, frames: seen),
      let matched = try? self.match(trace)
    else { return nil }
    return matched.keyboardModel
  }
}
