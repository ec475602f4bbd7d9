// A straightforward C implementation of CurveScope's Bézier solver, as the benchmark's baseline.
//
// Same algorithm as Sources/CurveScope/Timing/BezierSolver.swift and BezierCoefficients.swift:
// power-form coefficients for two sides (the curve for x <= 1/2, the curve turned by 180 degrees
// for x > 1/2), a table of t at u = j/32 for the first guess, two Newton steps, the same error
// bound, and the bracketed Newton + bisection solver when the bound is not met (error in y
// <= 1e-9). Only curvescope-bench links it.
#ifndef BENCH_BASELINE_C_H
#define BENCH_BASELINE_C_H

#include <stddef.h>

enum { BENCH_BEZIER_CELLS = 16 };

typedef struct {
  double ax, bx, cx, dax, dbx, ddax, curvature_change;
  double ay, by, cy;
} bench_bezier_side;

typedef struct {
  bench_bezier_side sides[2];
  double table[2 * (BENCH_BEZIER_CELLS + 1)];
  double tolerance;
} bench_bezier;

// Computes the coefficients and table of the curve with control points (x1, y1), (x2, y2).
void bench_bezier_init(bench_bezier *curve, double x1, double y1, double x2, double y2);

// y for x in [0, 1] (clamped outside).
double bench_bezier_y(const bench_bezier *curve, double x);

// The sum of y over count inputs, the solver inlined into the loop.
double bench_bezier_sum(const bench_bezier *curve, const double *xs, size_t count);

#endif
