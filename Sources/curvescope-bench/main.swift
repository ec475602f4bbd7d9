import Foundation

/// `swift run -c release curvescope-bench`: the timing maths (ns per evaluation, with a C
/// baseline for the Bézier solve) and the rendering stack (ms per chart, with a raw-Cairo
/// baseline).
///
/// Timing figures are the min and median of repetitions of a calibrated loop (~40 ms each) over
/// 4 096 inputs generated at run time; results go to a black hole so no work is skipped.
// CURVESCOPE_BENCH=sync runs only the sync-analysis and profile sections (a quick check);
// CURVESCOPE_BENCH=sweep only the sync-analysis section (to compare with an older build).
let quick = ProcessInfo.processInfo.environment["CURVESCOPE_BENCH"]
if quick == "sync" || quick == "sweep" {
  print("== sync analysis")
  for line in try SyncBenchmarks.run() + (quick == "sync" ? ProfileBenchmarks.run() : []) {
    print("  " + line)
  }
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
