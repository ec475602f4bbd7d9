// swift-format-ignore-file
// Selector observers with Swift 4.2+ names; the handler animates with the notification's curve.
import UIKit

final class SelectorViewController: UIViewController {
  @IBOutlet private var barBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(keyboardWillChangeFrame(_:)),
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }

  @objc private func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    barBottom.constant = view.bounds.height - end.minY
    UIView.animate(
      withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)
    ) {
      self.view.layoutIfNeeded()
    }
  }
}
