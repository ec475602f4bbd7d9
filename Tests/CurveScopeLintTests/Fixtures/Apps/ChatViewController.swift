// swift-format-ignore-file
// A chat screen shaped like real apps: two keyboard handlers reaching an animation through
// helpers, unrelated observers, and decoys in comments and strings that must not count.
import Combine
import UIKit

/* An old observer, kept for reference:
   NotificationCenter.default.addObserver(self, selector: #selector(decoyHandler(_:)),
     name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
   /* nested: UIView.animate(withDuration: 0.3) { } */
*/
final class ChatViewController: UIViewController {
  @IBOutlet private var inputBarBottom: NSLayoutConstraint!
  @IBOutlet private var tableView: UITableView!
  private var cancellables = Set<AnyCancellable>()
  private let help = """
    Call NotificationCenter.default.addObserver(self, selector: #selector(decoyHandler(_:)), \
    name: UIResponder.keyboardWillChangeFrameNotification, object: nil) to follow \(1 + 2) frames.
    """
  private let pattern = #"addObserver(forName: UIResponder.keyboardWillHideNotification "\(x)"#

  override func viewDidLoad() {
    super.viewDidLoad()
    let center = NotificationCenter.default
    center.addObserver(
      self, selector: #selector(keyboardWillShow(_:)),
      name: UIResponder.keyboardWillShowNotification, object: nil)
    center.addObserver(
      self, selector: #selector(keyboardWillHide(_:)),
      name: UIResponder.keyboardWillHideNotification, object: nil)
    center.addObserver(
      self, selector: #selector(applicationDidBecomeActive),
      name: UIApplication.didBecomeActiveNotification, object: nil)
    center.addObserver(
      self, selector: #selector(textDidChange(_:)), name: UITextView.textDidChangeNotification,
      object: nil)
    // Scrolls the transcript; moves no bar.
    center.publisher(for: UIResponder.keyboardWillChangeFrameNotification)
      .sink { [weak self] _ in self?.scrollToBottom() }
      .store(in: &cancellables)
    print("keyboard: \(help.count) \(pattern.count)")
  }

  @objc private func keyboardWillShow(_ notification: Notification) {
    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    else { return }
    animateBar(with: notification, to: frame.height - view.safeAreaInsets.bottom)
  }

  @objc private func keyboardWillHide(_ notification: Notification) {
    inputBarBottom.constant = 0
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }

  @objc private func decoyHandler(_ notification: Notification) {
    UIView.animate(withDuration: 0.3) { self.view.frame.origin.y = -216 }
  }

  @objc private func applicationDidBecomeActive() {
    UIView.animate(withDuration: 0.3) { self.tableView.contentInset.bottom = 0 }
  }

  @objc private func textDidChange(_ notification: Notification) {
    inputBarBottom.constant += 0
  }

  private func animateBar(with notification: Notification, to height: CGFloat) {
    let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let raw = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 7
    let curve = UIView.AnimationCurve(rawValue: raw) ?? .easeInOut
    inputBarBottom.constant = height
    UIView.animate(withDuration: duration, delay: 0, options: options(for: curve)) {
      self.view.layoutIfNeeded()
    }
  }

  private func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
    UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
  }

  private func scrollToBottom() {
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: true)
  }
}
