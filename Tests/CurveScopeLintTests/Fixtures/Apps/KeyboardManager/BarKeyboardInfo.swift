// swift-format-ignore-file
// The values a keyboard manager keeps from a notification: read through the extension in
// Notification+BarKeyboard.swift.
import UIKit

struct BarKeyboardInfo {
  let duration: TimeInterval
  let options: UIView.AnimationOptions
  let endFrame: CGRect

  init?(_ notification: Notification) {
    guard let end = notification.barEndFrame else { return nil }
    self.duration = notification.barDuration ?? 0.25
    self.options = notification.barOptions
    self.endFrame = end
  }
}
