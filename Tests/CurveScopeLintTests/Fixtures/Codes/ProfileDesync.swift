// swift-format-ignore-file
// profile-desync: the notification's duration and curve << 16, on willChangeFrame. In sync on
// iOS up to 18; on the second-hand iOS 26 model UIKit stops the app's curve-7 animation after
// the duration it passes, so the bar ends early: a warning.
import UIKit
final class ProfileDesyncViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let info = notification.userInfo ?? [:]
    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
    let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
      self.view.layoutIfNeeded()
    }
  }
}
