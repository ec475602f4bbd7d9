// swift-format-ignore-file
// A fixed duration with the keyboard's curve is in sync: curve 7 ignores the duration.
import UIKit
final class FixedDurationCurveViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: 0.4, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: { self.view.layoutIfNeeded() })
  }
}
