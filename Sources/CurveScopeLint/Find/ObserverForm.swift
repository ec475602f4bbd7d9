/// How a keyboard handler is attached to the keyboard's notifications (or to the keyboard).
package enum ObserverForm: String, Sendable, Hashable, CaseIterable {
  /// `addObserver(_:selector:name:object:)` / `addObserver:selector:name:object:`.
  case selector
  /// `addObserver(forName:object:queue:using:)` / `addObserverForName:…usingBlock:`.
  case block
  /// Combine: `NotificationCenter.default.publisher(for:)` with `sink`, `assign` or
  /// SwiftUI's `onReceive`.
  case combine
  /// `for await … in NotificationCenter.default.notifications(named:)`.
  case asyncSequence = "async-sequence"
  /// RxSwift `rx.notification(_:)` or ReactiveSwift `reactive.notifications(forName:)`.
  case reactive
  /// A method named for a keyboard notification (`keyboardWillShow(_:)`, a delegate's
  /// `keyboardHelper(_:keyboardWillShowWithState:)`) that this file does not register: the
  /// registration is elsewhere (a base class, a keyboard helper that forwards the
  /// notifications); the notifications are read from the name.
  case namedMethod = "named-method"
  /// `view.keyboardLayoutGuide` (iOS 15): the bar is pinned to the keyboard.
  case keyboardLayoutGuide = "keyboard-layout-guide"
  /// An `inputAccessoryView`: the bar is part of the keyboard.
  case inputAccessoryView = "input-accessory-view"
}
