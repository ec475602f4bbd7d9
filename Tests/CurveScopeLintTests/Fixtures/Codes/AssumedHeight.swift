// swift-format-ignore-file
// assumed-height + fixed-duration + no-curve on willShow/willHide: the fixed-guess preset.
import UIKit
let kKeyboardHeight: CGFloat = 216
final class AssumedHeightViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
  }
  @objc func keyboardWillShow() {
    UIView.animate(withDuration: 0.3) {
      self.view.frame.origin.y = -kKeyboardHeight
    }
  }
  @objc func keyboardWillHide() {
    UIView.animate(withDuration: 0.3) {
      self.view.frame.origin.y = 0
    }
  }
}
