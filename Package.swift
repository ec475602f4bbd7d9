// swift-tools-version: 6.0
import PackageDescription

// MARK: - Shared settings

/// Language features enabled for every target in one place.
let sharedSwiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "CurveScope",
  products: [
    .library(name: "CurveScope", targets: ["CurveScope"]),
    .library(name: "CurveScopePlot", targets: ["CurveScopePlot"]),
    .executable(name: "curvescope", targets: ["curvescope"]),
    .executable(name: "curvescope-bench", targets: ["curvescope-bench"]),
  ],
  targets: [
    // MARK: - Pure library (no Cairo, no file system)
    .target(name: "CurveScope", linkerSettings: [.linkedLibrary("m")]),

    // MARK: - C libraries from Debian
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"])]
    ),

    // MARK: - Rendering
    .target(name: "CurveScopePlot", dependencies: ["CurveScope", "CCairo"]),

    // MARK: - Command line
    .target(name: "CurveScopeCLI", dependencies: ["CurveScope", "CurveScopePlot"]),
    .executableTarget(name: "curvescope", dependencies: ["CurveScopeCLI"]),
    .executableTarget(
      name: "curvescope-bench", dependencies: ["CurveScope", "CurveScopePlot", "BenchBaselineC"]),
    // The benchmark's C baseline: the same Bézier algorithm in plain C.
    .target(name: "BenchBaselineC"),

    // MARK: - Test support: independent reference solvers
    .target(name: "ReferenceSolvers", path: "Tests/ReferenceSolvers"),

    // MARK: - Tests
    .testTarget(name: "CurveScopeTests", dependencies: ["CurveScope", "ReferenceSolvers"]),
    .testTarget(name: "CurveScopePlotTests", dependencies: ["CurveScopePlot"]),
    .testTarget(name: "CurveScopeCLITests", dependencies: ["CurveScopeCLI"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
