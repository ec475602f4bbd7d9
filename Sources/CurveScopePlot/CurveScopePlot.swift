// The plotting library: `import CurveScopePlot` gives the figures of the analysis and every
// plotting layer below them, re-exported so that a user (the command line, the tests, the
// benchmarks, an app's test target) needs one import. Each layer is its own module and imports
// only the layers below it (see the ModuleMap article), so the compiler keeps the direction.

@_exported public import CurveScopeCairo
@_exported public import CurveScopeChart
@_exported public import CurveScopeChartLayout
@_exported public import CurveScopeChartRender
@_exported public import CurveScopeOutput
