// swift-format-ignore-file
// unresolved-helper: the options come from an extension in another file.
import UIKit
final class ExternalHelperViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.keyboardEndFrame
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: notification.keyboardAnimationDuration, delay: 0, options: notification.keyboardAnimationOptions, animations: { self.view.layoutIfNeeded() })
  }
}
