import Foundation

/// The keyboard's critical spring form written out independently: 1 − (1 + ω·t)·e^(−ω·t),
/// ω = √(1000/3), with its velocity.
public func independentKeyboardCritical(_ t: Double) -> (position: Double, velocity: Double) {
  let omega = sqrt(1000.0 / 3.0)
  return (1 - (1 + omega * t) * exp(-omega * t), omega * omega * t * exp(-omega * t))
}

/// The keyboard as UIKit runs it, written independently: the critical spring until 0.5 s, 1 after.
public func independentKeyboard(_ t: Double) -> Double {
  t < 0 ? 0 : (t < 0.5 ? independentKeyboardCritical(t).position : 1)
}
