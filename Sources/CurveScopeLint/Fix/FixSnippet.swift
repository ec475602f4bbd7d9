/// The code a fix proposes: one snippet per finding that compiles as pasted, because it
/// defines everything it uses (free functions taking the notification, the constraint and the
/// view, in the handler's language). The tests type-check every kind against a stand-in of the
/// UIKit declarations it uses.
package enum FixSnippet: String, Sendable, Hashable, CaseIterable {
  /// Animate with the notification's duration, its curve shifted into the options
  /// (`curve << 16`) and its end frame.
  case animateWithCurve = "animate-with-curve"
  /// Observe every keyboard frame change and animate as ``FixSnippet/animateWithCurve`` does.
  case observeFrameChanges = "observe-frame-changes"
  /// Observe every keyboard frame change and change the layout in the handler, riding the
  /// keyboard's own animation.
  case observeAndRide = "observe-and-ride"
  /// Change the layout in the will-handler without an animation of its own: it rides the
  /// keyboard's animation.
  case rideKeyboard = "ride-keyboard"
  /// Pin the bar to the keyboard layout guide (iOS 15).
  case layoutGuide = "layout-guide"

  /// The one snippet that makes the changes answering `codes`: the layout guide for a
  /// display-link follower; an observer of every frame change when notifications are missed;
  /// riding the keyboard's animation when the change was dispatched, unanimated or timed
  /// differently on some keyboard; else animating with the keyboard's curve.
  package static func answering(_ codes: Set<LintCode>) -> FixSnippet {
    if codes.contains(.frameLatency) { return .layoutGuide }
    let rides = !codes.isDisjoint(with: [.noAnimation, .animationLatency, .profileDesync])
    if !codes.isDisjoint(with: [.ignoresChangeFrame, .lateNotification]) {
      return rides ? .observeAndRide : .observeFrameChanges
    }
    return rides ? .rideKeyboard : .animateWithCurve
  }

  /// Whether the snippet makes the change that answers `code` (riding the keyboard's
  /// animation drops the changes to an animation of its own).
  package func includes(_ code: LintCode) -> Bool {
    let own: Set<LintCode> = [
      .unshiftedCurve, .curveReplaced, .noCurve, .customTiming, .propertyAnimatorCurve,
      .fixedDuration, .beginFromCurrentState, .timingMismatch,
    ]
    switch self {
    case .rideKeyboard, .observeAndRide, .layoutGuide: return !own.contains(code)
    case .animateWithCurve, .observeFrameChanges: return true
    }
  }

  /// The snippet in `language`.
  package func code(_ language: SourceLanguage) -> String {
    language == .swift ? swift : objectiveC
  }

  private var swift: String {
    switch self {
    case .animateWithCurve: Self.swiftMove(animated: true)
    case .rideKeyboard: Self.swiftMove(animated: false)
    case .observeFrameChanges: Self.swiftObserver + "\n\n" + Self.swiftMove(animated: true)
    case .observeAndRide: Self.swiftObserver + "\n\n" + Self.swiftMove(animated: false)
    case .layoutGuide:
      """
      /// Pins `bar` to the keyboard: UIKit moves it with the keyboard, every frame.
      @available(iOS 15.0, *)
      @MainActor func pinToKeyboard(_ bar: UIView, in view: UIView) {
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
      }
      """
    }
  }

  private static let swiftObserver = """
    /// Follows every keyboard frame change (show, hide, new heights, third-party keyboards);
    /// keep the returned token while the view is on screen.
    @MainActor func followKeyboard(constraint: NSLayoutConstraint, in view: UIView) -> NSObjectProtocol {
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
      ) { notification in
        MainActor.assumeIsolated { moveWithKeyboard(notification, constraint: constraint, in: view) }
      }
    }
    """

  private static func swiftMove(animated: Bool) -> String {
    let head = """
      /// Moves the bar with the keyboard. `constraint` is
      /// `view.bottomAnchor.constraint(equalTo: bar.bottomAnchor)`: its constant becomes the
      /// keyboard's overlap with `view`. Call it from the keyboard's will-notification.
      @MainActor func moveWithKeyboard(_ notification: Notification, constraint: NSLayoutConstraint, in view: UIView) {
        let info = notification.userInfo ?? [:]
        let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
        constraint.constant = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)

      """
    if !animated {
      return head + """
          // No animation of its own: the change rides the keyboard's animation.
          view.layoutIfNeeded()
        }
        """
    }
    return head + """
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
          view.layoutIfNeeded()
        }
      }
      """
  }

  private var objectiveC: String {
    switch self {
    case .animateWithCurve: Self.objectiveCMove(animated: true)
    case .rideKeyboard: Self.objectiveCMove(animated: false)
    case .observeFrameChanges:
      Self.objectiveCMove(animated: true) + "\n\n" + Self.objectiveCObserver
    case .observeAndRide: Self.objectiveCMove(animated: false) + "\n\n" + Self.objectiveCObserver
    case .layoutGuide:
      """
      /// Pins `bar` to the keyboard: UIKit moves it with the keyboard, every frame (iOS 15).
      static void PinToKeyboard(UIView *bar, UIView *view) {
          bar.translatesAutoresizingMaskIntoConstraints = NO;
          [bar.bottomAnchor constraintEqualToAnchor:view.keyboardLayoutGuide.topAnchor].active = YES;
      }
      """
    }
  }

  private static let objectiveCObserver = """
    /// Follows every keyboard frame change (show, hide, new heights, third-party keyboards);
    /// keep the returned token while the view is on screen.
    static id FollowKeyboard(NSLayoutConstraint *constraint, UIView *view) {
        return [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillChangeFrameNotification
                                                                 object:nil
                                                                  queue:[NSOperationQueue mainQueue]
                                                             usingBlock:^(NSNotification *notification) {
            MoveWithKeyboard(notification, constraint, view);
        }];
    }
    """

  private static func objectiveCMove(animated: Bool) -> String {
    let head = """
      /// Moves the bar with the keyboard. `constraint` ties the view's bottom to the bar's bottom:
      /// its constant becomes the keyboard's overlap with `view`. Call it from the keyboard's
      /// will-notification.
      static void MoveWithKeyboard(NSNotification *notification, NSLayoutConstraint *constraint, UIView *view) {
          NSDictionary *info = notification.userInfo;
          CGRect end = [view convertRect:[info[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
          constraint.constant = MAX(0, CGRectGetMaxY(view.bounds) - CGRectGetMinY(end));

      """
    if !animated {
      return head + """
            // No animation of its own: the change rides the keyboard's animation.
            [view layoutIfNeeded];
        }
        """
    }
    return head + """
          NSTimeInterval duration = [info[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
          UIViewAnimationCurve curve = (UIViewAnimationCurve)[info[UIKeyboardAnimationCurveUserInfoKey] integerValue];
          [UIView animateWithDuration:duration
                                delay:0
                              options:(UIViewAnimationOptions)curve << 16
                           animations:^{ [view layoutIfNeeded]; }
                           completion:nil];
      }
      """
  }
}
