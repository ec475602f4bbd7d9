/// One cross-platform port before it is measured.
struct PendingPort {
  var platform: String
  var api: String
  var code: String
  var units: String
  var model: any PlatformSpringModel
  var exact: Bool = true
  var notes: [String] = []
}
