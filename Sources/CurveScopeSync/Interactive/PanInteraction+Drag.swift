public import CurveScopeMeasure
import CurveScopeSupport

extension PanInteraction {
  /// The finger's touches and release as a figure draws them, on a screen `screenHeight` points
  /// tall.
  public func drag(screenHeight: Double) -> FingerDrag {
    FingerDrag(
      gesture: gesture?.rawValue, touches: track.samples.map { Point(x: $0.time, y: $0.y) },
      releaseTime: releaseTime, releaseVelocity: track.releaseVelocity,
      hides: hides(screenHeight: screenHeight))
  }
}
