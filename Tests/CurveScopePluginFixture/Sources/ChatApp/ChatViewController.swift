#if canImport(UIKit)
  import UIKit

  /// An input bar moved with a guessed duration and the default curve: out of sync with the
  /// keyboard, which `curvescope lint` reports as an error.
  final class ChatViewController: UIViewController {
    @IBOutlet var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      NotificationCenter.default.addObserver(
        self, selector: #selector(keyboardWillShow(_:)),
        name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
      bottomConstraint.constant = 216
      UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
  }
#endif
