import CurveScope

print("curvescope-bench: no benchmarks yet")
PlotBenchmarks.run()
FigureBenchmarks.run()
