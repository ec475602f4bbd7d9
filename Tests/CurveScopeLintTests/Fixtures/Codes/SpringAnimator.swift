// swift-format-ignore-file
// in-sync: a property animator with the keyboard's own spring (mass 3, stiffness 1000, damping 500).
import UIKit
final class SpringAnimatorViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = view.bounds.height - frame.minY
    let spring = UISpringTimingParameters(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
    animator.addAnimations { self.view.layoutIfNeeded() }
    animator.startAnimation()
  }
}
