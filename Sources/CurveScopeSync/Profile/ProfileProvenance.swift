/// Where a keyboard profile's numbers come from, and how far to trust them.
public struct ProfileProvenance: Hashable, Sendable {
  /// How the numbers were obtained.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Read from a running system (an animation object dumped on a device, a recording).
    case measured
    /// Stated by the platform's own documentation or source code.
    case documented
    /// Reported by a third party (a port, an issue, a library's workaround); not confirmed here.
    case secondHand = "second-hand"
  }

  /// How the numbers were obtained.
  public var kind: Kind
  /// The sources, in a sentence a reader can follow up.
  public var source: String

  /// Creates a provenance.
  public init(_ kind: Kind, source: String) {
    self.kind = kind
    self.source = source
  }
}
