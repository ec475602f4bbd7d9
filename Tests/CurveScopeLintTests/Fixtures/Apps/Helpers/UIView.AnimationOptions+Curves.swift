// swift-format-ignore-file
// Curve conversions in an extension: a dictionary over the documented curves (7 is in none of
// them, so it takes the fallback), and the shift that keeps 7.
import UIKit

extension UIView.AnimationOptions {
  private static let byCurve: [Int: UIView.AnimationOptions] = [
    UIView.AnimationCurve.easeInOut.rawValue: .curveEaseInOut,
    UIView.AnimationCurve.easeIn.rawValue: .curveEaseIn,
    UIView.AnimationCurve.easeOut.rawValue: .curveEaseOut,
    UIView.AnimationCurve.linear.rawValue: .curveLinear,
  ]

  init(mappedCurve raw: Int) {
    self = Self.byCurve[raw] ?? .curveLinear
  }

  init(shiftedCurve raw: UInt) {
    self.init(rawValue: raw << 16)
  }
}
