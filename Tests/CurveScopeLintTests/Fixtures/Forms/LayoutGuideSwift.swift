// swift-format-ignore-file
// iOS 15: the bar is pinned to the keyboard layout guide.
import UIKit

final class GuideViewController: UIViewController {
  private let bar = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(bar)
    bar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
  }
}
