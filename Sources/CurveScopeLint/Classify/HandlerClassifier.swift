import CurveScopeNotifications
import CurveScopeSync

/// Reads a handler's code and says how it moves the bar: which animation (or none, or a
/// follower), with which duration, curve, options, latency and keyboard height.
struct HandlerClassifier {
  /// The handler's frames.
  let scope: HandlerScope
  /// Display frames per second, to turn dispatch delays into frames of latency.
  let frameRate: Double

  var source: LexedSource { scope.source }

  /// The candidate motions (one per animation that moves the bar, or one for changes made
  /// without an animation call); empty when the handler moves nothing.
  func motions(observing kinds: Set<KeyboardEventKind>) -> [HandlerMotion] {
    let sites = scope.animationSites()
    let mutations = scope.layoutMutations()
    var siteOfMutation: [Int: Int] = [:]
    siteOfMutation.reserveCapacity(mutations.count)
    var bare: [(mutation: LayoutMutation, placement: Placement)] = []
    for mutation in mutations {
      if let site = sites.firstIndex(where: { site in
        site.animations.contains { $0.contains(mutation.token) }
      }) {
        siteOfMutation[mutation.token] = site
        continue
      }
      switch scope.placement(of: mutation.token, inFrame: mutation.frame) {
      case .animations(let token):
        if let site = owningSite(of: token, among: sites) { siteOfMutation[mutation.token] = site }
      case .completion, .deferred:
        continue
      case let placement:
        bare.append((mutation, placement))
      }
    }
    // A flag per site (sites are few and numbered; no set to hash into and sort).
    var isBarSite = [Bool](repeating: false, count: sites.count)
    for site in siteOfMutation.values { isBarSite[site] = true }
    // An animation helper of another file moves the bar itself.
    for (position, site) in sites.enumerated() where site.api == .crossFile {
      isBarSite[position] = true
    }
    // A helper that lays out itself (`slk_animateLayoutIfNeededWithDuration:…`) animates the
    // constraint changes made before it.
    for (position, site) in sites.enumerated()
    where site.api == .foreignAnimator && source.nameIs(site.token, .lowercasedLayout) {
      isBarSite[position] = true
    }
    // With no change visibly inside an animation, the animations still decide when the only
    // bare changes are in `performWithoutAnimation` (flushing layout before animating).
    let onlyFlushes = bare.allSatisfy { $0.placement == .withoutAnimation }
    if !isBarSite.contains(true), onlyFlushes {
      isBarSite = [Bool](repeating: true, count: sites.count)
    }
    var motions: [HandlerMotion] = []
    for siteIndex in sites.indices where isBarSite[siteIndex] {
      let site = sites[siteIndex]
      let placement = scope.placement(of: site.token, inFrame: site.frame)
      if case .completion = placement { continue }
      motions.append(motion(for: site, placement: placement, kinds: kinds))
    }
    if motions.isEmpty, let first = bare.first {
      if let state = swiftUIStateMotion(bare) {
        motions.append(state)
      } else {
        motions.append(bareMotion(bare.map(\.placement), at: first.mutation.token, kinds: kinds))
      }
    }
    if let link = displayLinkToken() {
      var follower = HandlerMotion(reaction: .follow, latencyFrames: 1, token: link)
      follower.evidence.append((link, "CADisplayLink: the bar follows the keyboard frame by frame"))
      motions = [follower]
    }
    // The height a layout change assumes is the same for every motion: read once.
    guard motions.contains(where: { if case .animate = $0.reaction { true } else { false } })
    else { return motions }
    let height = assumedHeight(mutations: mutations)
    return motions.map { withHeight($0, height) }
  }

  /// The site an `.animations(site:)` placement points to: the site itself, or for
  /// `animator.addAnimations { … }` the property animator before it.
  private func owningSite(of token: Int, among sites: [AnimationSite]) -> Int? {
    if let exact = sites.firstIndex(where: { $0.token == token }) { return exact }
    return sites.lastIndex { $0.token < token && $0.api != .viewAnimate && $0.api != .beginCommit }
  }

  /// Changes made without an animation call: they ride the keyboard's animation when made
  /// synchronously in a will-handler; dispatched or wrapped in `performWithoutAnimation`,
  /// they jump.
  private func bareMotion(
    _ placements: [Placement], at token: Int, kinds: Set<KeyboardEventKind>
  ) -> HandlerMotion {
    var latencySeconds: Double?
    var withoutAnimation = false
    for placement in placements {
      switch placement {
      case .async(let seconds): latencySeconds = max(latencySeconds ?? 0, seconds)
      case .withoutAnimation: withoutAnimation = true
      default: break
      }
    }
    let disablesAnimations = scope.frames.contains { frame in
      frame.range.contains { position in
        source.isIdentifier(position, Names.setAnimationsEnabled)
          && (position + 1..<min(position + 6, scope.index.count)).contains {
            source.name($0) == "false" || source.name($0) == "NO"
          }
      }
    }
    if placements.contains(.sync), latencySeconds == nil, !withoutAnimation, !disablesAnimations {
      var motion = HandlerMotion(
        reaction: .animate(
          AnimationCall(duration: .fixed(0), curve: .options([]), insideHandler: true)),
        token: token)
      motion.evidence.append(
        (token, "layout changed in the handler itself, inside the keyboard's animation"))
      return motion
    }
    var motion = HandlerMotion(
      reaction: .animate(AnimationCall(duration: .fixed(0), curve: .options([]))), token: token)
    if let seconds = latencySeconds {
      motion.latencyFrames = latency(seconds)
      motion.evidence.append((token, "layout changed in a dispatched block"))
    }
    if withoutAnimation || disablesAnimations {
      motion.codes.insert(.noAnimation)
      motion.evidence.append((token, "layout changed with animations disabled"))
    }
    return motion
  }

  /// Frames of latency for a dispatch delay: the next frame at least.
  func latency(_ seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 1 }
    return min(
      InputBarStrategy.maximumLatencyFrames, max(1, Int((seconds * frameRate).rounded(.up))))
  }

  /// A `CADisplayLink` created in the handler.
  private func displayLinkToken() -> Int? {
    let displayLink = Names.displayLink.rawValue
    let displayLinkWithTarget = Names.displayLinkWithTarget.rawValue
    let tokens = source.tokens
    for frame in scope.frames {
      // Each token's name number read once (frames lie within the tokens).
      for position in frame.range.clamped(to: tokens.indices) {
        let name = tokens[position].name
        if name == displayLink || name == displayLinkWithTarget { return position }
      }
    }
    return nil
  }
}
