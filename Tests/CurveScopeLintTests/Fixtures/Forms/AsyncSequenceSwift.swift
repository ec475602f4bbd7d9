// swift-format-ignore-file
// Swift concurrency: for await over notifications(named:).
import UIKit

@MainActor
final class AsyncKeyboardObserver {
  private let constraint: NSLayoutConstraint
  private let view: UIView

  init(constraint: NSLayoutConstraint, view: UIView) {
    self.constraint = constraint
    self.view = view
  }

  func start() {
    Task { [weak self] in
      for await notification in NotificationCenter.default.notifications(named: UIResponder.keyboardWillChangeFrameNotification) {
        guard let self else { return }
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        self.constraint.constant = frame.height
        self.view.layoutIfNeeded()
      }
    }
  }
}
