import Testing

@testable import CurveScopeDetection

/// The places the bar's coarse registration is looked at: its best shift first (the first of
/// equal ones, as before), then the next local minima of the difference, least first, none
/// within a shift of one already chosen.
struct BarTrackerPlacesTests {
  static func costs(_ values: [Float], from first: Int = -3) -> [(shift: Int, cost: Float)] {
    values.enumerated().map { (first + $0.offset, $0.element) }
  }

  @Test func bestShiftThenTheNextLocalMinima() {
    // Shifts −3…8: the least at 5 (a partial overlap), local minima at 1 (the whole bar) and
    // at −3 (the first shift, under its one neighbour); 6 and 7 slope down to 5 and are none.
    let costs = Self.costs([6, 7, 8, 5, 3, 4, 9, 7, 1.5, 2, 2.5, 9])
    #expect(BarTracker.places(costs, count: 1) == [5])
    #expect(BarTracker.places(costs, count: 3) == [5, 1, -3])
    #expect(BarTracker.places(costs, count: 0).isEmpty)
    #expect(BarTracker.places([], count: 3).isEmpty)
  }

  @Test func equalCostsKeepTheFirstShiftAndSkipItsNeighbours() {
    // A flat run of equal costs: the first is the best, its neighbour is not another place.
    let costs = Self.costs([4, 2, 2, 6, 3, 6], from: 0)
    #expect(BarTracker.places(costs, count: 3) == [1, 4])
  }
}
