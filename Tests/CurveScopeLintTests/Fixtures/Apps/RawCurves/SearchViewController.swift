import UIKit

// A handler whose options come from a helper in another file that maps the raw curves 0–3.
final class SearchViewController: UIViewController {
  @IBOutlet private var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: #selector(keyboardWillChange(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc private func keyboardWillChange(_ notification: Notification) {
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
        .doubleValue
    else { return }
    bottomConstraint.constant = max(0, view.bounds.maxY - view.convert(end, from: nil).minY)
    UIView.animate(
      withDuration: duration, delay: 0, options: notification.keyboardAnimationCurve,
      animations: {
        self.view.layoutIfNeeded()
      })
  }
}
