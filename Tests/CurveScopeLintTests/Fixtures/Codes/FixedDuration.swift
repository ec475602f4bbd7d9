// swift-format-ignore-file
// fixed-duration + no-curve: 0.3 s and ease-in-out, whatever the notification says.
import UIKit
final class FixedDurationViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: { self.view.layoutIfNeeded() })
  }
}
