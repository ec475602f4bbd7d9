// swift-format-ignore-file
// late-notification + no-animation: the bar moves on didShow/didHide, after the keyboard.
import UIKit
final class LateViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidHide(_:)), name: UIResponder.keyboardDidHideNotification, object: nil)
  }
  @objc func keyboardDidShow(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = frame.height
    view.layoutIfNeeded()
  }
  @objc func keyboardDidHide(_ notification: Notification) {
    bottom.constant = 0
    view.layoutIfNeeded()
  }
}
