/// Swift source generated for the lint benchmark: view controllers shaped like an app's, with
/// comments, strings, interpolations, closures and, in some, keyboard handlers.
enum LintCorpus {
  /// A controller of about 4 KB plus `extraMethods` methods of about 1 KB each; `keyboard`
  /// adds two handlers, a helper and observers.
  static func controller(_ number: Int, keyboard: Bool, extraMethods: Int = 0) -> String {
    var text = """
      //
      //  Screen\(number)ViewController.swift
      //  Generated for the lint benchmark.
      //

      import UIKit

      /// Screen \(number): a list with a header, a search field and a footer.
      final class Screen\(number)ViewController: UIViewController, UITableViewDataSource {
        @IBOutlet private var tableView: UITableView!
        @IBOutlet private var bottom: NSLayoutConstraint!
        private var items: [String] = (0..<100).map { "Item \\($0)" }
        private let formatter: DateFormatter = {
          let formatter = DateFormatter()
          formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
          return formatter
        }()

        override func viewDidLoad() {
          super.viewDidLoad()
          title = NSLocalizedString("screen.\(number).title", comment: "Title of screen \(number)")
          tableView.dataSource = self
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
          /* Layout notes:
             the header is 44 pt, /* nested */ the footer 56 pt. */
          let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
          header.backgroundColor = .systemBackground
          tableView.tableHeaderView = header

      """
    if keyboard {
      text += """
            NotificationCenter.default.addObserver(
              self, selector: #selector(keyboardWillChangeFrame(_:)),
              name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            NotificationCenter.default.addObserver(
              self, selector: #selector(keyboardWillHide(_:)),
              name: UIResponder.keyboardWillHideNotification, object: nil)

        """
    }
    text += """
        }

        func numberOfSections(in tableView: UITableView) -> Int { 1 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          items.count
        }

        func tableView(
          _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
          let item = items[indexPath.row]
          cell.textLabel?.text = "\\(item) — \\(formatter.string(from: Date())) (\\(indexPath.row + 1)/\\(items.count))"
          cell.accessibilityLabel = #"Row "\\#(indexPath.row)""#
          return cell
        }

        private func reload(filter: String) {
          let lowered = filter.lowercased()
          items = (0..<100).map { "Item \\($0)" }.filter { lowered.isEmpty || $0.lowercased().contains(lowered) }
          UIView.transition(with: tableView, duration: 0.2, options: .transitionCrossDissolve) {
            self.tableView.reloadData()
          }
          let message = \"\"\"
            Showing \\(items.count) of 100 items
            for "\\(filter)".
            \"\"\"
          print(message)
        }

        private func share(_ item: String) {
          let controller = UIActivityViewController(activityItems: [item], applicationActivities: nil)
          controller.completionWithItemsHandler = { _, completed, _, error in
            if let error { print("share failed: \\(error)") } else if completed { print("shared") }
          }
          present(controller, animated: true)
        }

      """
    if keyboard {
      text += """
          @objc private func keyboardWillChangeFrame(_ notification: Notification) {
            guard let info = notification.userInfo,
              let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            else { return }
            animate(with: info, to: view.bounds.height - frame.minY)
          }

          @objc private func keyboardWillHide(_ notification: Notification) {
            bottom.constant = 0
            UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
          }

          private func animate(with info: [AnyHashable: Any], to height: CGFloat) {
            let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
            bottom.constant = max(0, height - view.safeAreaInsets.bottom)
            UIView.animate(
              withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)
            ) {
              self.view.layoutIfNeeded()
            }
          }

        """
    }
    for method in 0..<extraMethods {
      text += """
          /// Reloads section \(method) with the items matching `query`, animated.
          private func reloadSection\(method)(query: String, animated: Bool) {
            let matching = items.enumerated().filter { $0.element.localizedCaseInsensitiveContains(query) }
            let paths = matching.map { IndexPath(row: $0.offset, section: 0) }
            guard !paths.isEmpty else {
              print("section \(method): nothing matches \\"\\(query)\\"")
              return
            }
            tableView.performBatchUpdates({
              tableView.reloadRows(at: paths, with: animated ? .fade : .none)
            }, completion: { finished in
              if finished { self.tableView.flashScrollIndicators() }
            })
          }

        """
    }
    text += "}\n"
    return text
  }

  /// `count` controllers, every `keyboardEvery`-th with keyboard handlers (0: none).
  static func files(count: Int, keyboardEvery: Int, extraMethods: Int = 0) -> [[UInt8]] {
    (0..<count).map { number in
      let keyboard = keyboardEvery > 0 && number % keyboardEvery == 0
      return Array(controller(number, keyboard: keyboard, extraMethods: extraMethods).utf8)
    }
  }
}
