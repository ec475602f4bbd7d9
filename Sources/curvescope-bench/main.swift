/// `swift run -c release curvescope-bench`: nanoseconds per evaluation of the timing maths.
///
/// Every figure is the min and median of 7 repetitions of a calibrated loop (~80 ms each) over
/// 4 096 inputs generated at run time; results go to a black hole so no work is skipped. The
/// Bézier solve is compared with a plain C implementation of the same algorithm.
print("curvescope-bench: ns per evaluation (min / median of 7 repetitions)")
print("")
for line in try BezierBenchmarks.run() {
  print(line)
}
print("")
for line in try TimingBenchmarks.run() {
  print(line)
}
