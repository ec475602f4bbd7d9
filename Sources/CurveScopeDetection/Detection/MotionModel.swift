/// What the detector learned from the whole recording: where the keyboard rests, how its edge
/// was found, and the bar that rides on it.
public struct MotionModel: Sendable, Hashable {
  /// How the keyboard's resting top edge was found.
  public enum KeyboardTopMethod: String, Sendable, Hashable {
    /// The top of what the frames without the keyboard never show.
    case absentWhenHidden
    /// The top of the moving region of the keyboard's panel colour (the keyboard is never
    /// hidden in the recording).
    case panelColor
  }

  /// The keyboard's top edge at rest (up), pixel row of the upright frame.
  public var restingKeyboardTop: Double
  /// How it was found.
  public var keyboardTopMethod: KeyboardTopMethod
  /// Frames the reference (keyboard at rest up) was made of.
  public var referenceFrames: [Int]
  /// Frames at rest without the keyboard (empty when it is never hidden).
  public var hiddenFrames: [Int]
  /// The bar at rest, when one rides on the keyboard.
  public var bar: Bar?
  /// Strips each row was profiled in (16, fewer for long recordings).
  public var strips: Int

  /// The bar at rest on the keyboard.
  public struct Bar: Sendable, Hashable {
    /// Its lowest edge at rest (first row below it), pixel row of the upright frame.
    public var restingBottom: Double
    /// Which edge that is.
    public var edge: BarEdge
    /// Whether its background reaches the keyboard at rest.
    public var touchesKeyboard: Bool
    /// How far it moves down when the keyboard hides, pixels.
    public var travel: Int
    /// The rows registered to follow it (top edge to lowest edge), in frame pixels.
    public var height: Int
    /// Whether its registrations were all dropped because, in the frames without the keyboard,
    /// they place it elsewhere than `travel` below its place on the keyboard (what moves with the
    /// keyboard is then not what the registration follows, or those frames are not the bar's
    /// resting place: a bar that moves before the keyboard).
    public var contradictsTravel: Bool

    /// Creates a bar.
    public init(
      restingBottom: Double, edge: BarEdge, touchesKeyboard: Bool, travel: Int, height: Int,
      contradictsTravel: Bool = false
    ) {
      self.restingBottom = restingBottom
      self.edge = edge
      self.touchesKeyboard = touchesKeyboard
      self.travel = travel
      self.height = height
      self.contradictsTravel = contradictsTravel
    }
  }

  /// Creates a model.
  public init(
    restingKeyboardTop: Double, keyboardTopMethod: KeyboardTopMethod, referenceFrames: [Int],
    hiddenFrames: [Int], bar: Bar?, strips: Int
  ) {
    self.restingKeyboardTop = restingKeyboardTop
    self.keyboardTopMethod = keyboardTopMethod
    self.referenceFrames = referenceFrames
    self.hiddenFrames = hiddenFrames
    self.bar = bar
    self.strips = strips
  }
}
