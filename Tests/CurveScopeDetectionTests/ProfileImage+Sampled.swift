@testable import CurveScopeDetection

extension ProfileImage {
  /// A drawn frame's profile: `rows` rows whose level, the same on all `strips`, is the mean of
  /// `level` sampled at ten points evenly spread over each row (an edge inside a row blends it,
  /// as a scaler does).
  static func sampled(rows: Int, strips: Int, level: (Double) -> Float) -> ProfileImage {
    var values: [Float] = []
    values.reserveCapacity(rows * strips)
    for row in 0..<rows {
      var sum: Float = 0
      for tenth in 0..<10 {
        sum += level(Double(row) + (Double(tenth) + 0.5) / 10)
      }
      values += [Float](repeating: sum / 10, count: strips)
    }
    return ProfileImage(rows: rows, strips: strips, values: values)
  }
}
