// swift-format-ignore-file
// Swift 2 era: selectors as strings, global notification names, capitalised options.
import UIKit

class LegacyViewController: UIViewController {
  @IBOutlet weak var bottomSpace: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NSNotificationCenter.defaultCenter().addObserver(self, selector: "keyboardWillShow:", name: UIKeyboardWillShowNotification, object: nil)
    NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillHide:"), name: UIKeyboardWillHideNotification, object: nil)
  }

  func keyboardWillShow(notification: NSNotification) {
    let info = notification.userInfo!
    let height = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue().height
    let duration = (info[UIKeyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue
    let curve = (info[UIKeyboardAnimationCurveUserInfoKey] as! NSNumber).unsignedIntegerValue
    bottomSpace.constant = height
    UIView.animateWithDuration(duration, delay: 0, options: UIViewAnimationOptions(rawValue: curve << 16), animations: {
      self.view.layoutIfNeeded()
    }, completion: nil)
  }

  func keyboardWillHide(notification: NSNotification) {
    let info = notification.userInfo!
    let duration = (info[UIKeyboardAnimationDurationUserInfoKey] as! NSNumber).doubleValue
    let curve = (info[UIKeyboardAnimationCurveUserInfoKey] as! NSNumber).unsignedIntegerValue
    bottomSpace.constant = 0
    UIView.animateWithDuration(duration, delay: 0, options: UIViewAnimationOptions(rawValue: curve << 16), animations: {
      self.view.layoutIfNeeded()
    }, completion: nil)
  }
}
