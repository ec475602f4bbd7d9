// swift-format-ignore-file
// The bar is the first responder's inputAccessoryView.
import UIKit

final class AccessoryViewController: UIViewController {
  private let bar = InputBar()

  override var canBecomeFirstResponder: Bool { true }

  override var inputAccessoryView: UIView? { bar }
}
