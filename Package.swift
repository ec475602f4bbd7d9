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
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // setjmp-safe libpng encoder: libpng's longjmp never crosses a Swift frame.
    .target(name: "CPNGShim", dependencies: ["CPNG"]),

    // MARK: - Source lint (keyboard handlers in Swift and Objective-C; no Cairo, no file system)
    .target(name: "CurveScopeLint", dependencies: ["CurveScope"]),

    // MARK: - Rendering
    .target(name: "CurveScopePlot", dependencies: ["CurveScope", "CCairo", "CPNGShim"]),

    // MARK: - Command line
    .target(
      name: "CurveScopeCLI", dependencies: ["CurveScope", "CurveScopePlot", "CurveScopeLint"]),
    .executableTarget(name: "curvescope", dependencies: ["CurveScopeCLI"]),
    // MARK: - Fuzzing (.ci/fuzz builds curvescope-fuzz with --sanitize fuzzer)
    .target(name: "CurveScopeFuzzing", dependencies: ["CurveScope", "CurveScopeCLI"]),
    .executableTarget(name: "curvescope-fuzz", dependencies: ["CurveScopeFuzzing"]),

    // MARK: - Benchmarks
    .executableTarget(
      name: "curvescope-bench",
      // CCairo and CPNGShim only for the raw-Cairo baseline the plot benchmark compares with;
      // BenchBaselineC for the C baseline of the Bézier solver.
      dependencies: [
        "CurveScope", "CurveScopePlot", "CurveScopeLint", "CCairo", "CPNGShim", "BenchBaselineC",
      ]
    ),
    // The benchmark's C baseline: the same Bézier algorithm in plain C.
    .target(name: "BenchBaselineC"),

    // MARK: - Test support: independent reference solvers
    .target(name: "ReferenceSolvers", path: "Tests/ReferenceSolvers"),

    // MARK: - Tests
    .testTarget(name: "CurveScopeTests", dependencies: ["CurveScope", "ReferenceSolvers"]),
    .testTarget(name: "CurveScopePlotTests", dependencies: ["CurveScopePlot"]),
    .testTarget(name: "CurveScopeCLITests", dependencies: ["CurveScopeCLI"]),
    .testTarget(
      name: "CurveScopeLintTests", dependencies: ["CurveScopeLint"],
      resources: [.copy("Fixtures")]),
    // Runs the built `curvescope` as a process: kills, concurrent runs, unwritable outputs.
    .testTarget(name: "CurveScopeEndToEndTests", dependencies: ["curvescope"]),
    .testTarget(name: "CurveScopeFuzzingTests", dependencies: ["CurveScopeFuzzing"]),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
