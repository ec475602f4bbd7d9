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
    .library(name: "CurveScopeVideo", targets: ["CurveScopeVideo"]),
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
    // FFmpeg's libavformat, libavcodec, libavutil and libswscale: one module, found through
    // libavformat's pkg-config file (the four share one include folder).
    .systemLibrary(
      name: "CFFmpeg",
      pkgConfig: "libavformat",
      providers: [
        .apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"]),
        .brew(["ffmpeg"]),
      ]
    ),
    // FFmpeg's macros and version-dependent side data as plain C functions.
    .target(name: "CFFmpegShim", dependencies: ["CFFmpeg"]),
    // giflib: Debian ships libgif.pc, other systems none; the module map links "gif" either way.
    .systemLibrary(
      name: "CGIF",
      pkgConfig: "libgif",
      providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
    ),

    // MARK: - Screen recordings and animations (FFmpeg, giflib; no Cairo, no sync analysis)
    .target(name: "CurveScopeVideo", dependencies: ["CurveScope", "CFFmpegShim", "CGIF"]),

    // MARK: - Rendering
    .target(name: "CurveScopePlot", dependencies: ["CurveScope", "CCairo", "CPNGShim"]),

    // MARK: - Command line
    .target(name: "CurveScopeCLI", dependencies: ["CurveScope", "CurveScopePlot"]),
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
        "CurveScope", "CurveScopePlot", "CurveScopeVideo", "CCairo", "CPNGShim", "BenchBaselineC",
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
    // Runs the built `curvescope` as a process: kills, concurrent runs, unwritable outputs.
    .testTarget(name: "CurveScopeEndToEndTests", dependencies: ["curvescope"]),
    .testTarget(name: "CurveScopeFuzzingTests", dependencies: ["CurveScopeFuzzing"]),
    // Closed loop: simulate, draw, encode, decode, detect; and recordings made by other tools.
    .testTarget(
      name: "CurveScopeVideoTests",
      dependencies: ["CurveScopeVideo", "CurveScopePlot", "CurveScope"],
      // The independent renderer (Python with Pillow) is run by the tests, not compiled.
      exclude: ["Independent"]
    ),
  ]
)

for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}
