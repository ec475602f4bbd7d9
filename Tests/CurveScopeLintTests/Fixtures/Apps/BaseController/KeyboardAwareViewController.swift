// swift-format-ignore-file
// A base view controller that registers for the keyboard and leaves the handlers to
// subclasses in other files.
import UIKit

class KeyboardAwareViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
  }

  @objc func keyboardWillShow(_ notification: Notification) {}
  @objc func keyboardWillHide(_ notification: Notification) {}
}
