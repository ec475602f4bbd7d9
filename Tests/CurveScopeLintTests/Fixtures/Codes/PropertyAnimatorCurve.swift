// swift-format-ignore-file
// property-animator-curve: UIViewPropertyAnimator(duration:curve:) with the notification's curve.
import UIKit
final class AnimatorViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let rawCurve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
      let curve = UIView.AnimationCurve(rawValue: rawCurve)
    else { return }
    bottom.constant = view.bounds.height - frame.minY
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) { self.view.layoutIfNeeded() }
    animator.startAnimation()
  }
}
