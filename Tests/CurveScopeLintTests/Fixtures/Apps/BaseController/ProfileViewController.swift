// swift-format-ignore-file
// A subclass that overrides the base class's handlers and animates through the extension.
import UIKit

final class ProfileViewController: KeyboardAwareViewController {
  @IBOutlet private var saveBottom: NSLayoutConstraint!

  override func keyboardWillShow(_ notification: Notification) {
    animateAlongKeyboard(notification) { frame in
      self.saveBottom.constant = frame.height + 16
    }
  }

  override func keyboardWillHide(_ notification: Notification) {
    animateAlongKeyboard(notification) { _ in
      self.saveBottom.constant = 16
    }
  }
}
