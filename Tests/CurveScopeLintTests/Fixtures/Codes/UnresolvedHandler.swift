// swift-format-ignore-file
// unresolved-handler: the selector names a method of a superclass in another file.
import UIKit
final class SubclassViewController: BaseKeyboardViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(handleKeyboard(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
}
