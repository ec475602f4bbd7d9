/// Hears how an animation's writing goes: the output frames written so far and the total, after
/// each batch (a long MP4 takes minutes; a tool shows this on a terminal).
package typealias AnimationProgress = @Sendable (_ written: Int, _ total: Int) -> Void
