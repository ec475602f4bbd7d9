// swift-format-ignore-file
// in-sync: the layout changes inside the handler without an animation of its own.
import UIKit
final class InsideHandlerViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = view.bounds.height - frame.minY
    view.layoutIfNeeded()
  }
}
