// swift-format-ignore-file
// animation-latency: the keyboard's curve, but dispatched to the next turn of the run loop.
import UIKit
final class LatencyViewController: UIViewController {
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
    DispatchQueue.main.async {
      self.bottom.constant = self.view.bounds.height - frame.minY
      UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
        self.view.layoutIfNeeded()
      }
    }
  }
}
