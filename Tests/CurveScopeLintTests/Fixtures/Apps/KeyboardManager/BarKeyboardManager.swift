// swift-format-ignore-file
// A keyboard manager as chat libraries write them: it observes the notifications, stores one
// callback per event in a dictionary, and animates with options built by an extension in
// another file. Its `inputAccessoryView` is a property of its own, moved by constraints: a
// name, not UIKit's accessory mechanism.
import UIKit

enum BarKeyboardEvent: Hashable { case willShow, willChangeFrame, willHide, didShow }

open class BarKeyboardManager: NSObject {
  typealias Callback = (BarKeyboardInfo) -> Void
  open weak var inputAccessoryView: UIView?
  private var bottom: NSLayoutConstraint?
  private var callbacks: [BarKeyboardEvent: Callback] = [:]

  override init() {
    super.init()
    let center = NotificationCenter.default
    center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    center.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    center.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
  }

  func bind(inputAccessoryView bar: UIView) {
    inputAccessoryView = bar
    bottom = bar.bottomAnchor.constraint(equalTo: bar.superview!.bottomAnchor)
    bottom?.isActive = true
    callbacks[.willShow] = { [weak self] info in
      self?.animateAlongside(info) {
        self?.bottom?.constant = -info.endFrame.height
        self?.inputAccessoryView?.superview?.layoutIfNeeded()
      }
    }
    callbacks[.willChangeFrame] = { [weak self] info in
      self?.animateAlongside(info) {
        self?.bottom?.constant = -info.endFrame.height
        self?.inputAccessoryView?.superview?.layoutIfNeeded()
      }
    }
    callbacks[.willHide] = { [weak self] info in
      self?.animateAlongside(info) {
        self?.bottom?.constant = 0
        self?.inputAccessoryView?.superview?.layoutIfNeeded()
      }
    }
  }

  @objc func keyboardWillShow(_ notification: Notification) {
    guard let info = BarKeyboardInfo(notification) else { return }
    callbacks[.willShow]?(info)
  }

  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = BarKeyboardInfo(notification) else { return }
    callbacks[.willChangeFrame]?(info)
  }

  @objc func keyboardWillHide(_ notification: Notification) {
    guard let info = BarKeyboardInfo(notification) else { return }
    callbacks[.willHide]?(info)
  }

  @objc func keyboardDidShow(_ notification: Notification) {
    guard let info = BarKeyboardInfo(notification) else { return }
    callbacks[.didShow]?(info)
  }

  private func animateAlongside(_ info: BarKeyboardInfo, animations: @escaping () -> Void) {
    UIView.animate(withDuration: info.duration, delay: 0, options: [info.options, .allowUserInteraction], animations: animations)
  }
}
