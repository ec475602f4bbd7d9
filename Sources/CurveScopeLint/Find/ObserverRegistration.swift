import CurveScopeNotifications

/// One place where the file subscribes to keyboard notifications (or pins to the keyboard).
struct ObserverRegistration: Sendable, Hashable {
  /// The form.
  var form: ObserverForm
  /// The notifications observed (empty for layout guides and accessory views).
  var kinds: Set<KeyboardEventKind>
  /// The token the registration is reported at.
  var token: Int
  /// The handler.
  var handler: HandlerReference
}
