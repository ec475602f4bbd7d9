// swift-format-ignore-file
// RxSwift: NotificationCenter.default.rx.notification with subscribe(onNext:).
import RxSwift
import UIKit

final class RxComposerViewController: UIViewController {
  private let disposeBag = DisposeBag()
  @IBOutlet private var bottomConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.rx.notification(UIResponder.keyboardWillChangeFrameNotification)
      .subscribe(onNext: { [weak self] notification in
        guard let self,
          let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
          let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
          let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int
        else { return }
        self.bottomConstraint.constant = frame.height
        let animator = UIViewPropertyAnimator(duration: duration, curve: UIView.AnimationCurve(rawValue: curve) ?? .easeInOut) {
          self.view.layoutIfNeeded()
        }
        animator.startAnimation()
      })
      .disposed(by: disposeBag)
  }
}
