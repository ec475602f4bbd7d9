#if canImport(UIKit)
  import UIKit

  /// An input bar pinned to the keyboard layout guide: in sync by construction.
  final class ComposerViewController: UIViewController {
    let composer = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(composer)
      composer.translatesAutoresizingMaskIntoConstraints = false
      composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    }
  }
#endif
