// swift-format-ignore-file
// The tutorial helper many apps copy: a property animator built from the notification's
// duration and curve, in an extension of its own.
import UIKit

extension UIViewController {
  func animateAlongKeyboard(_ notification: Notification, changes: ((CGRect) -> Void)?) {
    let info = notification.userInfo!
    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
    let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
    let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as! Int
    let curve = UIView.AnimationCurve(rawValue: raw)!
    let animator = UIViewPropertyAnimator(duration: duration, curve: curve) {
      changes?(frame)
      self.view?.layoutIfNeeded()
    }
    animator.startAnimation()
  }
}
