import CurveScopeAnimation
import Testing

/// An animation over the limits offers only what can still be lowered: never "lower the slow
/// motion" at 1, never a frame rate for one frame per display frame.
struct AnimationRemedyTests {
  @Test("the remedies offered follow the settings")
  func available() {
    #expect(
      AnimationRemedy.available(slowMotion: 8, framesPerSecond: 30) == [.slowMotion, .frameRate])
    #expect(AnimationRemedy.available(slowMotion: 1, framesPerSecond: 30) == [.frameRate])
    #expect(AnimationRemedy.available(slowMotion: 1, framesPerSecond: 1) == [.shorterMotion])
    #expect(AnimationRemedy.available(slowMotion: 4, framesPerSecond: nil) == [.constantRate])
    #expect(
      AnimationRemedy.available(
        slowMotion: 1, framesPerSecond: 1, scale: 2, minimumScale: 0.5, phones: 3)
        == [.scale, .fewerStrategies])
    #expect(
      AnimationRemedy.text([.slowMotion, .frameRate, .scale, .fewerStrategies])
        == "lower the slow motion, the frame rate or the scale, or show fewer strategies")
    #expect(AnimationRemedy.text([.frameRate]) == "lower the frame rate")
  }

  @Test("at slow motion 1 the message does not ask to lower it")
  func slowMotionOne() {
    // 400 s of motion in real time at 20 fps: 8001 frames.
    do throws(AnimationError) {
      _ = try AnimationTimeline(
        seriesTimes: [[0, 400_000]], sampling: .constantRate(framesPerSecond: 20),
        slowMotion: 1, leadInMilliseconds: 0, holdMilliseconds: 0)
      Issue.record("accepted")
    } catch {
      #expect(error.problem == "more than the limit of 7200 frames; lower the frame rate")
    }
    // One frame per display frame: the slow motion changes no count.
    let times = (0...8000).map { Double($0) }
    do throws(AnimationError) {
      _ = try AnimationTimeline(
        seriesTimes: [times], sampling: .displayFrames, slowMotion: 4, leadInMilliseconds: 0,
        holdMilliseconds: 0)
      Issue.record("accepted")
    } catch {
      #expect(
        error.problem == "more than the limit of 7200 frames; sample at a constant frame rate")
    }
  }
}
