// swift-format-ignore-file
// Delegate callbacks of an app's keyboard helper: no registration in this file; the
// notifications are read from the method names.
import UIKit

extension ComposeViewController: KeyboardObserverDelegate {
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillShowWith info: KeyboardInfo) {
    bottom.constant = info.endFrame.height
    UIView.animate(
      withDuration: info.animationDuration, delay: 0,
      options: UIView.AnimationOptions(rawValue: UInt(info.animationCurve.rawValue) << 16)
    ) {
      self.view.layoutIfNeeded()
    }
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith info: KeyboardInfo) {
    bottom.constant = 0
    view.layoutIfNeeded()
  }

  func keyboardObserverDidUpdate(_ observer: KeyboardObserver) {
    print("unrelated")
  }
}
