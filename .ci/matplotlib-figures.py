#!/usr/bin/env python3
"""The yardstick of the gallery's speed goal: matplotlib drawing N figures of the gallery's kind.

Each figure is what a CurveScope comparison is: 1600 x 1000 px (8 x 5 in at 200 dpi), a title
and two panels sharing the time axis. The top panel has a filled region under a spring curve,
two lines (one with a marker at every frame) and a dashed reference line; the bottom panel has
a line, its positive and negative parts filled in two colours, a tolerance band, two annotated
points and a legend. Every figure gets other data (a different duration and height), so nothing
is cached between them. Agg backend, PNG, written to DIR/figure-K.png.

Usage: python3 .ci/matplotlib-figures.py --count N DIR

Run as a whole process next to CurveScope's (`farm-bench ... --vs 'python3 .ci/...'`, or
`curvescope-bench gallery`, which runs it itself); needs `pip install matplotlib`.
"""

import argparse
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after choosing the backend)


def spring(t):
    """The keyboard's critically damped spring (mass 3, stiffness 1000), 1 after 0.5 s."""
    if t <= 0:
        return 0.0
    if t >= 0.5:
        return 1.0
    w = math.sqrt(1000 / 3)
    return 1 - (1 + w * t) * math.exp(-w * t)


def ease_in_out(x):
    """UIKit's ease-in-out (0.42, 0, 0.58, 1) by bisection on the Bezier parameter."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(40):
        s = (lo + hi) / 2
        bx = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s**3
        if bx < x:
            lo = s
        else:
            hi = s
    s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s**3


def figure(index, folder):
    duration = 0.2 + 0.01 * (index % 20)
    height = 216 + (index * 7) % 130
    screen = 812
    times = [k / 120 for k in range(73)]
    keyboard = [screen - height * spring(t) for t in times]
    bar = [screen - height * ease_in_out(t / duration) for t in times]
    gap = [k - b for k, b in zip(keyboard, bar)]
    ms = [1000 * t for t in times]

    fig, (top, bottom) = plt.subplots(
        2, 1, figsize=(8, 5), dpi=200, sharex=True, gridspec_kw={"height_ratios": [1.2, 1]}
    )
    fig.suptitle(f"Keyboard shows on 375x812, {height} pt, reported {duration:.2f} s")
    top.fill_between(ms, keyboard, screen, color="#D1D3D9", alpha=0.6, label="keyboard")
    top.plot(ms, keyboard, color="#0072B2", linewidth=2.2, label="keyboard top")
    top.plot(ms, bar, color="#E69F00", linewidth=2.2, marker="o", markersize=2, label="bar")
    top.axhline(screen - height, color="#333333", linestyle="--", linewidth=1, label="end")
    top.invert_yaxis()
    top.set_ylabel("screen y (pt)")
    top.set_title("Keyboard top edge and bar bottom edge on screen")
    top.legend(loc="best")
    bottom.fill_between(ms, gap, 0, where=[g > 0 for g in gap], color="#56B4E9", alpha=0.45,
                        interpolate=True, label="blank gap")
    bottom.fill_between(ms, gap, 0, where=[g < 0 for g in gap], color="#CC79A7", alpha=0.45,
                        interpolate=True, label="overlap")
    bottom.axhspan(-1, 1, color="#009E73", alpha=0.3, label="tolerance")
    bottom.plot(ms, gap, color="#E69F00", linewidth=1.8)
    worst = min(range(len(gap)), key=lambda i: gap[i])
    best = max(range(len(gap)), key=lambda i: gap[i])
    bottom.annotate(f"max overlap {-gap[worst]:.1f} pt", (ms[worst], gap[worst]),
                    xytext=(20, 10), textcoords="offset points", arrowprops={"arrowstyle": "->"})
    bottom.annotate(f"max gap {gap[best]:.1f} pt", (ms[best], gap[best]),
                    xytext=(20, -15), textcoords="offset points", arrowprops={"arrowstyle": "->"})
    bottom.set_xlabel("time since the first notification (ms)")
    bottom.set_ylabel("gap (pt)")
    bottom.set_title("Gap = keyboard top - bar bottom")
    bottom.legend(loc="best")
    fig.savefig(os.path.join(folder, f"figure-{index}.png"))
    plt.close(fig)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, required=True, help="figures to draw (1-10000)")
    parser.add_argument("folder", help="where the PNGs go (created if missing)")
    arguments = parser.parse_args()
    if not 1 <= arguments.count <= 10000:
        print("error: --count must be 1-10000", file=sys.stderr)
        return 64
    os.makedirs(arguments.folder, exist_ok=True)
    for index in range(arguments.count):
        figure(index, arguments.folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
