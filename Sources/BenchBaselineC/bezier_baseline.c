#include "BenchBaselineC.h"

#include <math.h>

static void side_init(bench_bezier_side *s, double x1, double y1, double x2, double y2) {
  s->cx = 3 * x1;
  s->bx = 3 * (x2 - x1) - s->cx;
  s->ax = 1 - s->cx - s->bx;
  s->dax = 3 * s->ax;
  s->dbx = 2 * s->bx;
  s->ddax = 6 * s->ax;
  s->curvature_change = 12 * fabs(s->ax);
  s->cy = 3 * y1;
  s->by = 3 * (y2 - y1) - s->cy;
  s->ay = 1 - s->cy - s->by;
}

static inline double side_x(const bench_bezier_side *s, double t) {
  return ((s->ax * t + s->bx) * t + s->cx) * t;
}

static inline double side_dx(const bench_bezier_side *s, double t) {
  return (s->dax * t + s->dbx) * t + s->cx;
}

static inline double side_y(const bench_bezier_side *s, double t) {
  return ((s->ay * t + s->by) * t + s->cy) * t;
}

__attribute__((noinline)) static double robust_parameter(const bench_bezier_side *s, double x,
                                                         double tolerance, double start) {
  double t = fmin(fmax(start, 0), 1), low = 0, high = 1;
  for (int i = 0; i < 8; i++) {
    double error = side_x(s, t) - x;
    if (error < 0) low = t; else high = t;
    double step = error / side_dx(s, t);
    if (fabs(step) <= tolerance || error == 0) return fmin(fmax(t - step, low), high);
    double next = t - step;
    t = (next > low && next < high) ? next : 0.5 * (low + high);
  }
  while (high - low > tolerance) {
    double middle = 0.5 * (low + high);
    if (middle <= low || middle >= high) break;
    if (side_x(s, middle) < x) low = middle; else high = middle;
  }
  return 0.5 * (low + high);
}

void bench_bezier_init(bench_bezier *curve, double x1, double y1, double x2, double y2) {
  side_init(&curve->sides[0], x1, y1, x2, y2);
  side_init(&curve->sides[1], 1 - x2, 1 - y2, 1 - x1, 1 - y1);
  double bound = 3 * fmax(fabs(y1), fmax(fabs(y2 - y1), fabs(1 - y2)));
  curve->tolerance = 1e-9 / (4 * bound);
  for (int side = 0; side < 2; side++) {
    double *table = curve->table + side * (BENCH_BEZIER_CELLS + 1);
    table[0] = 0;
    for (int node = 1; node <= BENCH_BEZIER_CELLS; node++) {
      double u = (double)node / (2 * BENCH_BEZIER_CELLS);
      double start = node == 1 ? u : 2 * table[node - 1] - table[node - 2];
      table[node] = robust_parameter(&curve->sides[side], u, curve->tolerance, start);
    }
  }
}

static inline double parameter(const bench_bezier *curve, double u, int side) {
  const bench_bezier_side *s = &curve->sides[side];
  double cell = u * (2 * BENCH_BEZIER_CELLS);
  int index = (int)cell;
  if (index > BENCH_BEZIER_CELLS - 1) index = BENCH_BEZIER_CELLS - 1;
  int entry = side * (BENCH_BEZIER_CELLS + 1) + index;
  double low = curve->table[entry];
  double high = curve->table[entry + 1];
  double t = low + (cell - index) * (high - low);
  t -= (side_x(s, t) - u) / side_dx(s, t);
  for (int attempt = 0; attempt < 2; attempt++) {
    double derivative = side_dx(s, t);
    double step = (side_x(s, t) - u) / derivative;
    double curvature = fabs(s->ddax * t + s->dbx) + s->curvature_change * fabs(step);
    double bound = curvature * 2 * step * step / fabs(derivative);
    t -= step;
    if (bound <= curve->tolerance && t >= low - curve->tolerance &&
        t <= high + curve->tolerance) {
      return fmin(fmax(t, 0), 1);
    }
  }
  return robust_parameter(s, u, curve->tolerance, u);
}

static inline double curve_y(const bench_bezier *curve, double x) {
  if (!(x > 0 && x < 1)) return isnan(x) ? x : (x <= 0 ? 0 : 1);
  int upper = x > 0.5;
  double t = parameter(curve, upper ? 1 - x : x, upper);
  double y = side_y(&curve->sides[upper], t);
  return upper ? 1 - y : y;
}

double bench_bezier_y(const bench_bezier *curve, double x) { return curve_y(curve, x); }

double bench_bezier_sum(const bench_bezier *curve, const double *xs, size_t count) {
  double sum = 0;
  for (size_t i = 0; i < count; i++) sum += curve_y(curve, xs[i]);
  return sum;
}
