/// How a keyboard handler is attached to the keyboard's notifications (or to the keyboard).
public enum ObserverForm: String, Sendable, Hashable, CaseIterable {
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
  /// `view.keyboardLayoutGuide` (iOS 15): the bar is pinned to the keyboard.
  case keyboardLayoutGuide = "keyboard-layout-guide"
  /// An `inputAccessoryView`: the bar is part of the keyboard.
  case inputAccessoryView = "input-accessory-view"
}
