// The umbrella module: `import CurveScope` gives an app or test target the whole library.
// Each layer is its own module, and a module imports only the layers below it (see the ModuleMap
// article), so the compiler keeps the direction.

@_exported public import CurveScopeCodec
@_exported public import CurveScopeExplain
@_exported public import CurveScopeFit
@_exported public import CurveScopeMatch
@_exported public import CurveScopeMeasure
@_exported public import CurveScopeNotifications
@_exported public import CurveScopeSupport
@_exported public import CurveScopeSync
@_exported public import CurveScopeTiming
@_exported public import CurveScopeTrace
