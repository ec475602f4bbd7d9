/// Levenshtein distance, used to suggest the option or name the user probably meant.
public enum EditDistance {
  /// The number of single-character insertions, deletions or substitutions from `a` to `b`.
  ///
  /// Complexity: O(|a|·|b|) time, O(|b|) memory. Inputs longer than 64 characters are
  /// compared by their first 64 so a pasted paragraph costs nothing.
  public static func between(_ a: String, _ b: String) -> Int {
    let left = Array(a.prefix(64))
    let right = Array(b.prefix(64))
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }

  /// The candidate closest to `name` when it is within `limit` edits, else `nil`.
  public static func suggestion(for name: String, among candidates: [String], limit: Int = 2)
    -> String?
  {
    let best = candidates.map { ($0, between($0, name)) }.min { $0.1 < $1.1 }
    guard let best, best.1 <= limit else { return nil }
    return best.0
  }
}
