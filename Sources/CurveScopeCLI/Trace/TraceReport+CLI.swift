import CurveScopeMatch

/// The library's trace report, under the name the command files use.
typealias TraceReport = CurveScopeMatch.TraceReport
