// swift-format-ignore-file
// ignores-change-frame: the keyboard's curve, but willShow/willHide only (will-show-only).
import UIKit
final class WillShowOnlyViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(adjust(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(adjust(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
  }
  @objc func adjust(_ notification: Notification) {
    guard let info = notification.userInfo,
      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: { self.view.layoutIfNeeded() })
  }
}
