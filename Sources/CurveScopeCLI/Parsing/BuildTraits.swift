/// The package traits this build of `curvescope` was made with. Without `Figures` (Cairo,
/// libpng) or `Video` (FFmpeg, giflib) the tool still lints, checks and compares in text and
/// JSON; what needs a missing trait is refused with a usage error naming the trait, before any
/// work, rather than as an unknown command or option.
package enum BuildTraits {
  /// A package trait.
  package enum Trait: String, Sendable {
    /// Figures drawn with Cairo: `-o` of compare, fit, sweep, pacing, dismissal; gallery.
    case figures = "Figures"
    /// Recordings and animations with FFmpeg and giflib: measure, animations, screens.
    case video = "Video"

    /// Whether this build has the trait.
    package var isEnabled: Bool {
      switch self {
      case .figures: BuildTraits.figures
      case .video: BuildTraits.video
      }
    }
  }

  /// Whether the `Figures` trait is on.
  package static let figures: Bool = {
    #if Figures
      return true
    #else
      return false
    #endif
  }()

  /// Whether the `Video` trait is on.
  package static let video: Bool = {
    #if Video
      return true
    #else
      return false
    #endif
  }()

  /// The drawing options of the commands that draw, which a build without the trait does not
  /// declare; given there, they are refused with the trait's name.
  static let gatedOptions: [String: Trait] = [
    "--figure": .figures, "--size": .figures, "--scale": .figures, "--figure-format": .figures,
    "--slow-motion": .video, "--output-fps": .video, "--at": .video, "--appearance": .video,
  ]

  /// The commands that take the drawing options in a full build.
  static let drawingCommands: Set<String> = ["compare", "fit", "sweep", "pacing", "dismissal"]

  /// Refuses `feature`, asked for at `place`, when `trait` is off.
  /// - Throws: ``UsageError`` `.notInThisBuild`.
  static func require(_ trait: Trait, for feature: String, at place: UsageError.Place)
    throws(UsageError)
  {
    guard !trait.isEnabled else { return }
    throw UsageError(place, .notInThisBuild(feature: feature, trait: trait.rawValue))
  }
}
