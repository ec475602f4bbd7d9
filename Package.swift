// swift-tools-version: 6.1
import PackageDescription

// MARK: - Shared settings

/// Language features enabled for every target in one place.
let sharedSwiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "CurveScope",
  // Linux is what CI runs; macOS builds with Homebrew's libraries (`brew install cairo
  // pkg-config`), untested here. The core library has no C dependency, so an app's iOS test
  // target can import it.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "CurveScope", targets: ["CurveScope"]),
    .library(name: "CurveScopePlot", targets: ["CurveScopePlot", "CurveScopeGallery"]),
    .library(
      name: "CurveScopeVideo",
      targets: ["CurveScopeDetection", "CurveScopeVideo", "CurveScopeRecording"]),
    .executable(name: "curvescope", targets: ["curvescope"]),
    .executable(name: "curvescope-bench", targets: ["curvescope-bench"]),
    // `swift package curvescope lint|check …` in a package that depends on CurveScope.
    .plugin(name: "CurveScopePlugin", targets: ["CurveScopePlugin"]),
  ],
  // MARK: - Traits
  // Both on by default. `swift build --disable-default-traits --product curvescope` builds a
  // `curvescope` that lints, checks and compares in text and JSON with no Cairo, libpng, FFmpeg
  // or giflib headers: the targets that need them are then no dependency of the tool.
  traits: [
    .trait(
      name: "Figures",
      description: "Figures drawn with Cairo and libpng: -o of compare, fit, sweep, pacing and "
        + "dismissal (PNG, SVG, PDF), and gallery."),
    .trait(
      name: "Video",
      description: "Recordings read and animations written with FFmpeg and giflib: measure, "
        + "compare -o FILE.gif|.mp4 and --figure screen. Needs Figures.",
      enabledTraits: ["Figures"]),
    .default(enabledTraits: ["Figures", "Video"]),
  ],
  targets: [
    // MARK: - Pure library (no Cairo, no file system), one module per layer
    // Each layer depends only on the layers below it; the compiler keeps the direction.
    // Support: errors, JSON, number text, geometry, parallel slots.
    .target(name: "CurveScopeSupport", linkerSettings: [.linkedLibrary("m")]),
    // Codec: UIViewAnimationCurve ↔ UIViewAnimationOptions (`<< 16`) and diagnostics.
    .target(name: "CurveScopeCodec", dependencies: ["CurveScopeSupport"]),
    // Timing: Béziers, springs, the curve catalogue and curve specs; the motions they make over
    // time (retargeting timelines) and the display clock that samples them.
    .target(name: "CurveScopeTiming", dependencies: ["CurveScopeCodec", "CurveScopeSupport"]),
    // Notifications: keyboard notifications, events, console-dump parsing.
    .target(
      name: "CurveScopeNotifications", dependencies: ["CurveScopeCodec", "CurveScopeSupport"]),
    // Measure: the frame series (simulated or recorded) and the measures of sync.
    .target(
      name: "CurveScopeMeasure", dependencies: ["CurveScopeNotifications", "CurveScopeSupport"]),
    // Sync: scenarios, input-bar strategies, the simulation that produces frame series, sweeps.
    .target(
      name: "CurveScopeSync",
      dependencies: [
        "CurveScopeMeasure", "CurveScopeNotifications", "CurveScopeTiming",
        "CurveScopeCodec", "CurveScopeSupport",
      ]),
    // Explain: causes of a desync and the smallest verified fix.
    .target(
      name: "CurveScopeExplain",
      dependencies: [
        "CurveScopeSync", "CurveScopeMeasure", "CurveScopeNotifications",
        "CurveScopeTiming", "CurveScopeCodec", "CurveScopeSupport",
      ]),
    // Fit: Bézier stand-ins for curve 7.
    .target(name: "CurveScopeFit", dependencies: ["CurveScopeTiming", "CurveScopeSupport"]),
    // Trace: recorded motion (JSON and CSV traces with their notifications), its quality, the
    // keyboard's motions in it. Recorded data: no dependency on the simulator.
    .target(
      name: "CurveScopeTrace",
      dependencies: [
        "CurveScopeMeasure", "CurveScopeNotifications", "CurveScopeTiming",
        "CurveScopeSupport",
      ]),
    // Match: which keyboard curve and which strategy a recorded trace moves like, and why; a
    // trace's notifications as a scenario; traces synthesised from simulations.
    .target(
      name: "CurveScopeMatch",
      dependencies: [
        "CurveScopeTrace", "CurveScopeExplain", "CurveScopeSync", "CurveScopeMeasure",
        "CurveScopeNotifications", "CurveScopeTiming", "CurveScopeCodec",
        "CurveScopeSupport",
      ]),
    // The umbrella an app's test target imports.
    .target(
      name: "CurveScope",
      dependencies: [
        "CurveScopeSupport", "CurveScopeCodec", "CurveScopeTiming", "CurveScopeNotifications",
        "CurveScopeMeasure", "CurveScopeSync", "CurveScopeExplain",
        "CurveScopeFit", "CurveScopeTrace", "CurveScopeMatch",
      ]),

    // MARK: - C libraries from Debian
    .systemLibrary(
      name: "CCairo",
      pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
    ),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    // ISA-L's igzip (Intel's Intelligent Storage Acceleration Library): the DEFLATE compressor
    // of the PNG writer, several times faster than zlib's fastest level for the same size.
    .systemLibrary(
      name: "CISAL",
      pkgConfig: "libisal",
      providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
    ),
    // The PNG writers: ISA-L's (the default) and setjmp-safe libpng's, whose longjmp never
    // crosses a Swift frame.
    .target(name: "CPNGShim", dependencies: ["CPNG", "CISAL"]),
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

    // MARK: - Screen recordings and animations
    // Detection: the screen-edge detector and the pixel planes it reads, in pure Swift (no C
    // library): the keyboard and the bar found in frames from any source.
    .target(name: "CurveScopeDetection", dependencies: ["CurveScopeSupport"]),
    // Video: the only module importing CFFmpeg, CFFmpegShim and CGIF (one owner class per C
    // handle): recordings read with their timestamps and rotation, H.264 and GIF written. No
    // Cairo, no detection, no sync analysis.
    .target(
      name: "CurveScopeVideo",
      dependencies: ["CurveScopeDetection", "CurveScopeSupport", "CFFmpegShim", "CFFmpeg", "CGIF"]),
    // Recording: a screen recording measured into a trace (edges in points, a confidence per
    // frame, the frames to annotate).
    .target(
      name: "CurveScopeRecording",
      dependencies: [
        "CurveScopeDetection", "CurveScopeVideo", "CurveScopeTrace", "CurveScopeMeasure",
        "CurveScopeSupport",
      ]),

    // Animation: measured motion as a slow-motion screen animation (phones side by side, the
    // overlap and the gap marked, a time counter and the verdicts) and as a plain screen
    // recording, drawn through Cairo and encoded as GIF or H.264 MP4.
    .target(
      name: "CurveScopeAnimation",
      dependencies: [
        "CurveScopePlot", "CurveScopeDetection", "CurveScopeVideo", "CurveScopeCairo",
        "CurveScopeOutput",
        "CurveScopeChartRender", "CurveScopeChartLayout", "CurveScopeChart", "CurveScopeMeasure",
        "CurveScopeSupport",
      ]),

    // MARK: - Source lint (keyboard handlers in Swift and Objective-C; no Cairo, no file system)
    .target(
      name: "CurveScopeLint",
      dependencies: [
        "CurveScopeSync", "CurveScopeExplain", "CurveScopeMeasure", "CurveScopeNotifications",
        "CurveScopeTiming", "CurveScopeCodec", "CurveScopeSupport",
      ]),

    // MARK: - Plotting, one module per layer: chart model → layout → render; output; Cairo
    // As for the core, a module imports only the ones below it; only CurveScopeCairo sees C.
    // Chart: what to show (figures, panels, series, axes, colours, theme, tick strategies).
    .target(name: "CurveScopeChart", dependencies: ["CurveScopeSupport"]),
    // Layout: scales, ticks, legends and labels as plain numbers; the text-measuring protocol.
    .target(
      name: "CurveScopeChartLayout", dependencies: ["CurveScopeChart", "CurveScopeSupport"]),
    // Render: the Renderer protocol, the painter of a laid-out figure, the recording renderer.
    .target(
      name: "CurveScopeChartRender",
      dependencies: ["CurveScopeChartLayout", "CurveScopeChart", "CurveScopeSupport"]),
    // Output: byte sinks, atomic files, output folders, formats and options (no Cairo), and the
    // one small OS seam for flushing a file system.
    .target(name: "CurveScopeOutput", dependencies: ["CurveScopeSupport"]),
    // Cairo: the only module importing CCairo and CPNGShim; owns every C handle.
    .target(
      name: "CurveScopeCairo",
      dependencies: [
        "CurveScopeChartRender", "CurveScopeChartLayout", "CurveScopeChart", "CurveScopeOutput",
        "CurveScopeSupport", "CCairo", "CPNGShim",
      ]),
    // Plot: the figures of the analysis, the phone screen a recording shows (drawn through the
    // Renderer protocol from plain numbers), and writing a figure through Cairo; re-exports the
    // plotting modules, so `import CurveScopePlot` gives the whole plotting library. Figures take
    // measurements (series, summaries, grids, pacing runs), never a simulation: no Sync.
    .target(
      name: "CurveScopePlot",
      dependencies: [
        "CurveScopeCairo", "CurveScopeOutput", "CurveScopeChartRender", "CurveScopeChartLayout",
        "CurveScopeChart", "CurveScopeSupport", "CurveScopeCodec", "CurveScopeTiming",
        "CurveScopeMeasure", "CurveScopeFit",
      ]),
    // Gallery: the documentation figures, where simulation meets drawing: the plan runs the
    // scenarios, sweeps, pacing studies and fits, and the renderer writes the figures and index.
    .target(
      name: "CurveScopeGallery",
      dependencies: [
        "CurveScopePlot", "CurveScopeOutput", "CurveScopeChart", "CurveScopeExplain",
        "CurveScopeSync", "CurveScopeMeasure", "CurveScopeFit", "CurveScopeTiming",
        "CurveScopeCodec", "CurveScopeSupport",
      ]),

    // MARK: - Command line
    // The drawing and video modules only with their traits: without them the tool lints, checks
    // and compares, and says which trait a figure or a recording needs.
    .target(
      name: "CurveScopeCLI",
      dependencies: [
        "CurveScopeSupport", "CurveScopeCodec", "CurveScopeTiming", "CurveScopeNotifications",
        "CurveScopeMeasure", "CurveScopeSync", "CurveScopeExplain",
        "CurveScopeFit", "CurveScopeLint", "CurveScopeTrace", "CurveScopeMatch",
        "CurveScopeOutput",
        .target(name: "CurveScopeChart", condition: .when(traits: ["Figures"])),
        .target(name: "CurveScopePlot", condition: .when(traits: ["Figures"])),
        .target(name: "CurveScopeGallery", condition: .when(traits: ["Figures"])),
        .target(name: "CurveScopeDetection", condition: .when(traits: ["Video"])),
        .target(name: "CurveScopeVideo", condition: .when(traits: ["Video"])),
        .target(name: "CurveScopeRecording", condition: .when(traits: ["Video"])),
        .target(name: "CurveScopeAnimation", condition: .when(traits: ["Video"])),
      ]),
    .executableTarget(name: "curvescope", dependencies: ["CurveScopeCLI"]),
    // The command plugin: runs the `curvescope` tool over the package's targets.
    .plugin(
      name: "CurveScopePlugin",
      capability: .command(
        intent: .custom(
          verb: "curvescope",
          description: "Lint the package's keyboard handlers or check sync scenarios with "
            + "curvescope (swift package curvescope lint|check …)")),
      dependencies: ["curvescope"],
      path: "Sources/CurveScopePlugin"),
    // MARK: - Fuzzing (.ci/fuzz builds curvescope-fuzz with --sanitize fuzzer)
    .target(
      name: "CurveScopeFuzzing",
      dependencies: [
        "CurveScopeCLI", "CurveScope", "CurveScopeAnimation", "CurveScopeDetection",
        "CurveScopeVideo", "CurveScopePlot",
        "CurveScopeOutput", "CurveScopeSupport",
      ]),
    .executableTarget(name: "curvescope-fuzz", dependencies: ["CurveScopeFuzzing"]),

    // MARK: - Benchmarks
    .executableTarget(
      name: "curvescope-bench",
      // CCairo and CPNGShim only for the raw-Cairo baseline the plot benchmark compares with;
      // BenchBaselineC for the C baseline of the Bézier solver.
      dependencies: [
        "CurveScope", "CurveScopePlot", "CurveScopeGallery", "CurveScopeLint",
        "CurveScopeDetection",
        "CurveScopeVideo", "CurveScopeAnimation", "CCairo", "CPNGShim", "BenchBaselineC",
      ]
    ),
    // The benchmark's C baseline: the same Bézier algorithm in plain C.
    .target(name: "BenchBaselineC"),

    // MARK: - Test support: independent reference solvers
    .target(name: "ReferenceSolvers", path: "Tests/ReferenceSolvers"),
    // The helpers several test targets share: the external-tool runner, NaN-safe comparisons,
    // the long-run switch, temporary folders, simulated frames and trace fixtures, and
    // conformance checkers for the protocols with many conformers (TimingFunction,
    // PlatformSpringModel, CurveScopeError).
    .target(
      name: "CurveScopeTestSupport",
      dependencies: [
        "CurveScopeMatch", "CurveScopeTrace", "CurveScopeSync", "CurveScopeFit",
        "CurveScopeTiming", "CurveScopeSupport",
      ],
      path: "Tests/CurveScopeTestSupport"),

    // MARK: - Tests: one target per library module, named after it
    .testTarget(
      name: "CurveScopeSupportTests",
      dependencies: [
        "CurveScopeSupport", "CurveScopeTiming", "CurveScopeTrace", "CurveScopeTestSupport",
      ]),
    .testTarget(name: "CurveScopeCodecTests", dependencies: ["CurveScopeCodec"]),
    .testTarget(
      name: "CurveScopeTimingTests",
      dependencies: [
        "CurveScopeTiming", "CurveScopeCodec", "CurveScopeSync", "CurveScopeMeasure",
        "CurveScopeSupport", "ReferenceSolvers", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeNotificationsTests",
      dependencies: [
        "CurveScopeNotifications", "CurveScopeSync", "CurveScopeCodec", "CurveScopeSupport",
        "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeMeasureTests",
      dependencies: [
        "CurveScopeMeasure", "CurveScopeExplain", "CurveScopeSync", "CurveScopeTiming",
      ]),
    .testTarget(
      name: "CurveScopeSyncTests",
      dependencies: [
        "CurveScopeSync", "CurveScopeMeasure", "CurveScopeNotifications", "CurveScopeTiming",
        "CurveScopeCodec", "CurveScopeSupport", "ReferenceSolvers", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeExplainTests",
      dependencies: [
        "CurveScopeExplain", "CurveScopeSync", "CurveScopeMeasure", "CurveScopeTiming",
        "ReferenceSolvers", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeFitTests",
      // The conformance checkers run here over every conformer of the library (the fit's
      // curves are conformers), and over the errors of every layer: hence the umbrella.
      dependencies: [
        "CurveScope", "CurveScopeFit", "CurveScopeTiming", "ReferenceSolvers",
        "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeTraceTests",
      // Match for material (recordings synthesised from simulations) and to name what recorded
      // each recorder fixture.
      dependencies: [
        "CurveScopeTrace", "CurveScopeMatch", "CurveScopeSync", "CurveScopeNotifications",
        "CurveScopeTiming", "CurveScopeSupport", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeMatchTests",
      dependencies: [
        "CurveScopeMatch", "CurveScopeTrace", "CurveScopeExplain", "CurveScopeSync",
        "CurveScopeNotifications", "CurveScopeTiming", "CurveScopeSupport", "ReferenceSolvers",
        "CurveScopeTestSupport",
      ]),
    // The shared test helpers' own checks.
    .testTarget(name: "CurveScopeTestSupportTests", dependencies: ["CurveScopeTestSupport"]),
    .testTarget(name: "CurveScopeDetectionTests", dependencies: ["CurveScopeDetection"]),
    .testTarget(name: "CurveScopeChartTests", dependencies: ["CurveScopeChart"]),
    .testTarget(
      name: "CurveScopeChartLayoutTests",
      dependencies: [
        "CurveScopeChartLayout", "CurveScopeChartRender", "CurveScopeChart", "CurveScopeSupport",
      ]),
    .testTarget(
      name: "CurveScopeChartRenderTests",
      dependencies: [
        "CurveScopeChartRender", "CurveScopePlot", "CurveScopeChartLayout", "CurveScopeChart",
        "CurveScopeSupport",
      ]),
    .testTarget(
      name: "CurveScopeOutputTests", dependencies: ["CurveScopeOutput", "CurveScopeTestSupport"]),
    .testTarget(
      name: "CurveScopeCairoTests",
      dependencies: [
        "CurveScopeCairo", "CurveScopePlot", "CurveScopeOutput", "CurveScopeChartLayout",
        "CurveScopeChart", "CurveScopeSupport", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopePlotTests",
      dependencies: [
        "CurveScope", "CurveScopePlot", "CurveScopeGallery", "CurveScopeCairo",
        "CurveScopeTestSupport", "CurveScopeChart", "CurveScopeChartLayout",
        "CurveScopeChartRender", "CurveScopeSupport",
      ]),
    .testTarget(
      name: "CurveScopeCLITests",
      dependencies: [
        "CurveScope", "CurveScopeCLI", "CurveScopePlot", "CurveScopeGallery", "CurveScopeLint",
        "CurveScopeSupport", "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeLintTests",
      dependencies: ["CurveScopeLint", "CurveScope", "CurveScopeTestSupport"],
      resources: [.copy("Fixtures")]),
    // Runs the built `curvescope` as a process: kills, concurrent runs, unwritable outputs.
    .testTarget(
      name: "CurveScopeEndToEndTests", dependencies: ["curvescope", "CurveScopeTestSupport"]),
    .testTarget(name: "CurveScopeFuzzingTests", dependencies: ["CurveScopeFuzzing"]),
    // Closed loop: simulate, draw, encode, decode, detect; and recordings made by other tools.
    // Animations read back: GIF frames by giflib's decoder, MP4 frames by ffprobe and ffmpeg.
    .testTarget(
      name: "CurveScopeAnimationTests",
      dependencies: [
        "CurveScopeAnimation", "CurveScopeDetection", "CurveScopeVideo", "CurveScopePlot",
        "CurveScope", "CurveScopeCLI",
        "CurveScopeTestSupport",
      ]),
    .testTarget(
      name: "CurveScopeVideoTests",
      dependencies: [
        "CurveScopeDetection", "CurveScopeVideo", "CurveScopeRecording", "CurveScopePlot",
        "CurveScope", "CurveScopeCLI", "CurveScopeTestSupport",
      ],
      // The independent renderer (Python with Pillow) is run by the tests, not compiled.
      exclude: ["Independent"]
    ),
  ]
)

for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSwiftSettings
}

// MARK: - Hot loops optimised in debug builds too
// The tests run the debug build, and a few modules' loops are most of their time (JSON and
// number text for large inputs, the springs and Béziers, the simulations, the fits, trace reading,
// the drawing's data reduction, the tests' reference solvers): the edge detector reads every
// pixel row of every frame (`measure` on a 2 s recording: 7.4 s of CPU
// unoptimised, 0.37 s optimised). These modules are compiled with `-O` in debug builds as well.
// Overflow and bounds checks stay on (only `-Ounchecked` removes them), and no module of the
// package uses `assert`. `CURVESCOPE_DEBUG_UNOPTIMIZED=1 swift build` builds them without
// optimisation, for a debugger.
let optimisedInDebug: Set<String> = [
  "CurveScopeSupport", "CurveScopeTiming", "CurveScopeNotifications", "CurveScopeSync",
  "CurveScopeFit", "CurveScopeTrace", "CurveScopeMatch", "CurveScopeChartRender",
  "CurveScopeDetection", "CurveScopeVideo", "CurveScopeRecording", "ReferenceSolvers",
]
if Context.environment["CURVESCOPE_DEBUG_UNOPTIMIZED"] != "1" {
  for target in package.targets where optimisedInDebug.contains(target.name) {
    target.swiftSettings =
      (target.swiftSettings ?? []) + [
        .unsafeFlags(["-O"], .when(configuration: .debug))
      ]
  }
}
