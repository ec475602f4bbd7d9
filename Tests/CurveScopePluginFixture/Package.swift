// swift-tools-version: 6.1
import PackageDescription

// A small app package that depends on CurveScope by path, as an app would, so that `.ci/run`
// can run `swift package curvescope lint` and `check` through the command plugin. CurveScope is
// taken without its default traits: the plugin's tool then needs no Cairo, FFmpeg or giflib.
let package = Package(
  name: "ChatApp",
  platforms: [.iOS(.v16), .macOS(.v13)],
  dependencies: [.package(name: "CurveScope", path: "../..", traits: [])],
  targets: [.target(name: "ChatApp")]
)
