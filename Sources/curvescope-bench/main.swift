#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run -c release curvescope-bench`: the timing maths (ns per evaluation, with a C
/// baseline for the Bézier solve) and the rendering stack (ms per chart, with a raw-Cairo
/// baseline).
///
/// Timing figures are the min and median of repetitions of a calibrated loop (~40 ms each) over
/// 4 096 inputs generated at run time; results go to a black hole so no work is skipped.
// `curvescope-bench video` runs only the recording and animation benchmarks;
// `curvescope-bench video-detect FILE` decodes and detects one recording (to time as a process);
// `curvescope-bench video-recording` writes the benchmarks' recording and prints its path.
if CommandLine.arguments.dropFirst().first == "video" {
  VideoBenchmarks.run()
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "video-recording" {
  do {
    try BenchRecording.makeIfNeeded()
    print(BenchRecording.path)
    exit(0)
  } catch {
    print("error: \(error)")
    exit(1)
  }
}
if CommandLine.arguments.dropFirst().first == "video-detect", CommandLine.arguments.count == 3 {
  exit(VideoBenchmarks.detect(CommandLine.arguments[2]))
}
// `curvescope-bench gallery-stills DIR` draws the gallery's still figures into DIR as one whole
// process (to time beside `.ci/matplotlib-figures.py`); `figures` runs only the figure section.
if CommandLine.arguments.dropFirst().first == "gallery-stills", CommandLine.arguments.count == 3 {
  exit(FigureBenchmarks.stills(CommandLine.arguments[2]))
}
if CommandLine.arguments.dropFirst().first == "figures" {
  FigureBenchmarks.run()
  exit(0)
}
// `curvescope-bench animation` runs only the animation benchmarks.
if CommandLine.arguments.dropFirst().first == "animation" {
  AnimationBenchmarks.run()
  exit(0)
}
// `curvescope-bench traces` runs only the trace benchmarks; `sync` only the sync-analysis and
// profile sections (a quick check); `sweep` only the sync-analysis and streaming sections (to
// compare with an older build); `profiles` only the profile, dismissal and pacing section.
let sections = Set(CommandLine.arguments.dropFirst())
// `curvescope-bench lint` runs only the lint benchmarks; `lint-once` lints the all-handler
// corpus once (for a profiler such as valgrind --tool=callgrind); `lint-corpora DIR` writes the
// three corpora under DIR (to compare `curvescope lint` output across builds).
if CommandLine.arguments.dropFirst().first == "lint-corpora", CommandLine.arguments.count == 3 {
  exit(LintCorpusWriter.write(to: CommandLine.arguments[2]))
}
if sections.contains("lint") {
  print("== lint: MB of source per second, one core")
  for line in try LintBenchmarks.run() { print("  " + line) }
  exit(0)
}
if sections.contains("lint-once") {
  print(try LintBenchmarks.once())
  exit(0)
}
if sections.contains("traces") {
  print("== traces: read, measure and match a 100 000-frame recording")
  for line in try TraceBenchmarks.run() { print("  " + line) }
  exit(0)
}
if sections.contains("sync") || sections.contains("sweep") {
  print("== sync analysis")
  for line in try SyncBenchmarks.run() { print("  " + line) }
  if sections.contains("sweep") {
    for line in try StreamingBenchmarks.run() { print("  " + line) }
    exit(0)
  }
}
if sections.contains("sync") || sections.contains("profiles") {
  print("== keyboard profiles, interactive dismissal, frame pacing")
  for line in try ProfileBenchmarks.run() { print("  " + line) }
  exit(0)
}
print("== timing: ns per evaluation (min / median of repetitions)")
for line in try BezierBenchmarks.run() {
  print("  " + line)
}
for line in try TimingBenchmarks.run() {
  print("  " + line)
}
print("")
print("== sync analysis")
for line in try SyncBenchmarks.run() {
  print("  " + line)
}
for line in try StreamingBenchmarks.run() {
  print("  " + line)
}
print("")
print("== keyboard profiles, interactive dismissal, frame pacing")
for line in try ProfileBenchmarks.run() {
  print("  " + line)
}
print("")
print("== lint: MB of Swift source per second, one core")
for line in try LintBenchmarks.run() {
  print("  " + line)
}
print("")
FitBenchmarks.run()
print("")
PortBenchmarks.run()
print("")
PlotBenchmarks.run()
FigureBenchmarks.run()
LargeFigureBenchmarks.run()
print("")
print("== traces: read, measure and match a 100 000-frame recording")
for line in try TraceBenchmarks.run() {
  print("  " + line)
}
print("")
VideoBenchmarks.run()
print("")
AnimationBenchmarks.run()
