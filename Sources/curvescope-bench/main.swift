import CurveScope

FitBenchmarks.run()
PlotBenchmarks.run()
