extension FrameSeries {
  /// The series at `order`'s indices, those with the same gap at every frame (within 1e-9 pt;
  /// missing on the same frames) grouped under the first of them: one group per distinct way
  /// the bar follows the keyboard (`reported-duration` and `unshifted-curve` share one).
  /// - Returns: the groups in order of their first member, each as indices into `series`.
  public static func sameGapGroups(_ series: [FrameSeries], order: [Int]) -> [[Int]] {
    var groups: [(gaps: [Double?], members: [Int])] = []
    for index in order {
      let gaps = series[index].frames.map(\.gap)
      if let match = groups.firstIndex(where: { group in
        group.gaps.count == gaps.count
          && zip(group.gaps, gaps).allSatisfy { a, b in
            guard let a, let b else { return a == nil && b == nil }
            return abs(a - b) <= 1e-9
          }
      }) {
        groups[match].members.append(index)
      } else {
        groups.append((gaps, [index]))
      }
    }
    return groups.map(\.members)
  }
}
