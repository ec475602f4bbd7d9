// swift-format-ignore-file
// no-animation: the change is made inside performWithoutAnimation: the bar jumps.
import UIKit
final class NoAnimationViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    UIView.performWithoutAnimation {
      bottom.constant = view.bounds.height - frame.minY
      view.layoutIfNeeded()
    }
  }
}
