// swift-format-ignore-file
// Three handlers whose curve goes through conversions defined in another file: a dictionary
// with a fallback, a `?? .curveLinear` lookup, and a correct `<< 16` initialiser.
import UIKit

final class ComposerViewController: UIViewController {
  @IBOutlet private var bottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] notification in
      self?.hide(notification)
    }
  }

  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    let info = notification.userInfo ?? [:]
    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
    let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(mappedCurve: raw)) {
      self.view.layoutIfNeeded()
    }
  }

  private func hide(_ notification: Notification) {
    let info = notification.userInfo ?? [:]
    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
    bottom.constant = 0
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(shiftedCurve: raw)) {
      self.view.layoutIfNeeded()
    }
  }
}
