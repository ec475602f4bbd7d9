// swift-format-ignore-file
// frame-latency: a display link copies the keyboard's position every frame, a frame late.
import UIKit
final class DisplayLinkViewController: UIViewController {
  private var link: CADisplayLink?
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    link?.invalidate()
    link = CADisplayLink(target: self, selector: #selector(step))
    link?.add(to: .main, forMode: .common)
  }
  @objc func step() {
    guard let keyboard = keyboardView?.layer.presentation() else { return }
    bottom.constant = view.bounds.height - keyboard.frame.minY
  }
}
