extension RidingBarFinder {
  /// The share of rows, 0.5, over which what a travel matched is better explained standing still.
  static let stillShare = 0.5

  /// Whether what matched at `travel` stands still instead: half or more of the structured rows
  /// within the bar's region above `bottom` match in the other frame where they are (travel 0),
  /// and half or more of those the travel matched (more rows than the search's support: a few
  /// plain rows match anywhere along a plain page, as a bar's three edge rows did on a GIF a
  /// third of a phone's size, 0.6–2.2 levels at its travel and 0–0.25 in place) match there with
  /// under half the difference they have at the travel. Content that stays where it is while
  /// the keyboard rises over the app's bar (a layout that does not react: the keyboard covers
  /// the bar) matches some travel by chance (a wallpaper's dots, a repeated pattern) and matches
  /// exactly where it is; a bar that rides on the keyboard leaves its place, and what the other
  /// frame shows there is the page behind it (faint rows of a white bar on a white page can
  /// match there too, but no better than at the bar's travel).
  static func standsStill(
    _ search: TravelSearch, structured: [Int], bottom: Int, travel: Int
  ) -> Bool {
    let rows = structured.filter { $0 >= bottom - search.region && $0 <= bottom }
    func still(_ row: Int) -> Float { search.difference(row, travel: 0, fraction: 0) }
    let stillRows = rows.filter { still($0) < 6 }.count
    let moved = rows.map { ($0, search.difference($0, travel: travel, fraction: 0)) }
      .filter { $0.1 < 6 }
    let betterStill = moved.filter { 2 * still($0.0) < $0.1 }.count
    return moved.count > search.support
      && Double(stillRows) >= Self.stillShare * Double(rows.count)
      && Double(betterStill) >= Self.stillShare * Double(moved.count)
  }
}
