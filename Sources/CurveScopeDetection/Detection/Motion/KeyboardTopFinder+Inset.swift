extension KeyboardTopFinder {
  /// The keyboard's edge below a window in which no edge crosses the screen: the first edge
  /// within `reach` rows below `from` that crosses it (``RidingBarFinder/spansWidth(_:at:rowsAbove:)``),
  /// is at least `minimum` strong and has absent rows below it (`absentBelow` of its row at least
  /// 0.5); `nil` when none does.
  ///
  /// A floating pill (an inset glass capsule) with the app's content showing between it and the
  /// keyboard ends the run of absent blocks on its own rim: in a small or dithered copy the
  /// content under the pill, which the pill covers while the keyboard is hidden, is absent from
  /// the hidden frames too, so the run starts on the pill's lowest rows and the window below its
  /// top holds only the pill's rim, which is inset from the screen's sides. The keyboard's panel
  /// crosses the screen, and is the first edge below that does.
  static func crossingBelow(
    _ reference: ProfileImage, strength: [Float], from: Int, reach: Int, minimum: Float,
    absentBelow: (Int) -> Float?
  ) -> Int? {
    guard reach > 0 else { return nil }
    let edges = EdgeProfile.edges(strength, in: from..<(from + reach))
    return edges.first { edge in
      edge.strength >= minimum && RidingBarFinder.spansWidth(reference, at: edge.row)
        && (absentBelow(edge.row).map { $0 >= 0.5 } ?? false)
    }?.row
  }
}
