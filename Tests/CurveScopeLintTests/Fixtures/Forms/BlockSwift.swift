// swift-format-ignore-file
// Block observers: a `using:` closure, and a trailing closure for a list of names.
import UIKit

final class BlockViewController: UIViewController {
  private var tokens: [NSObjectProtocol] = []
  @IBOutlet private var barBottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    tokens.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main,
        using: { [weak self] notification in
          guard let self else { return }
          let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
          self.barBottom.constant = 216
          UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        }))
    for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
          self?.barBottom.constant = frame.height
          self?.view.layoutIfNeeded()
        })
    }
  }
}
