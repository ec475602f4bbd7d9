import Testing

@testable import CurveScopeAnimation

/// Placeholder replaced below.
struct AnimationTimelineTests {}
