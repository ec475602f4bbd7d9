// swift-format-ignore-file
// begin-from-current-state: the keyboard's curve with beginFromCurrentState, so the third-party
// keyboard's interrupted animations restart from the on-screen position.
import UIKit
final class CurrentStateViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, UIView.AnimationOptions(rawValue: curve << 16)], animations: { self.view.layoutIfNeeded() })
  }
}
