// swift-format-ignore-file
// Swift 4.0-4.1 names (`.UIKeyboardWillChangeFrame`) and a name made from a string.
import UIKit

final class Swift4ViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(frameWillChange(_:)), name: .UIKeyboardWillChangeFrame, object: nil)
    NotificationCenter.default.addObserver(self, selector: #selector(frameWillChange(_:)), name: NSNotification.Name("UIKeyboardWillHideNotification"), object: nil)
  }

  @objc func frameWillChange(_ note: Notification) {
    let end = (note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    let duration = note.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    let raw = note.userInfo?[UIKeyboardAnimationCurveUserInfoKey] as? Int ?? 7
    let curve = UIViewAnimationCurve(rawValue: raw) ?? .easeInOut
    bottom.constant = view.bounds.maxY - end.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIViewAnimationOptions(rawValue: UInt(curve.rawValue << 16)), animations: {
      self.view.layoutIfNeeded()
    })
  }
}
