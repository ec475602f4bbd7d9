#!/usr/bin/env python3
"""Writes recordings made by other methods than .ci/make-traces.py, to try the matcher on
material neither the library nor the repository's generator produced (README "Measure your app",
"What the matcher cannot tell"). Nothing here is read by the tests; the README states what the
matcher said about each.

Other methods, on purpose:
- the keyboard's spring integrated numerically (semi-implicit Euler at 0.05 ms) instead of its
  closed form, and ended where CoreAnimation's settling would;
- Android's IME as AOSP's InsetsController runs it: a ValueAnimator fraction through
  PathInterpolator(0.2, 0, 0, 1) over 285 ms, the insets truncated to whole pixels with (int),
  then divided by a density of 2.75 (a 440 dpi phone), on a 90 Hz display;
- ProMotion: frame intervals that are multiples of 1/120 s, with runs at 60 and 40 Hz;
- a 30 fps screen recording whose edges are found to the pixel (1/3 pt) with +-1 px errors;
- bars no preset describes: ease-out over 0.3 s, a layout that jumps at the start (adjustResize),
  a bar that jumps in keyboardDidShow, a JS-thread bar two frames late, a 50 ms dispatch delay.

Usage: python3 .ci/independent-traces.py OUTPUT_DIR
"""
import math
import os
import random
import sys


def integrated_spring(mass=3.0, stiffness=1000.0, step=0.00005, end=0.5):
    """Progress 0 -> 1 of a critically damped spring (damping 2 sqrt(k m)), integrated with
    semi-implicit Euler; returns a function of seconds (1 after `end`, as CoreAnimation ends the
    animation at its settling duration)."""
    damping = 2 * math.sqrt(stiffness * mass)
    samples = [0.0]
    x, v = 0.0, 0.0
    count = int(round(end / step))
    for _ in range(count):
        a = (-stiffness * (x - 1) - damping * v) / mass
        v += a * step
        x += v * step
        samples.append(x)

    def value(t):
        if t <= 0:
            return 0.0
        if t >= end:
            return 1.0
        position = t / step
        index = int(position)
        fraction = position - index
        return samples[index] + (samples[index + 1] - samples[index]) * fraction
    return value


def newton_bezier(x1, y1, x2, y2, duration):
    """A cubic Bezier timing solved by Newton's method on x(s) (with a bisection fallback)."""
    def bx(s):
        return 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3

    def dbx(s):
        return 3 * (1 - s) ** 2 * x1 + 6 * (1 - s) * s * (x2 - x1) + 3 * s * s * (1 - x2)

    def by(s):
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3

    def value(t):
        if t <= 0:
            return 0.0
        if t >= duration:
            return 1.0
        x = t / duration
        s = x
        for _ in range(12):
            d = dbx(s)
            if abs(d) < 1e-9:
                break
            s = min(1.0, max(0.0, s - (bx(s) - x) / d))
        if abs(bx(s) - x) > 1e-7:
            lo, hi = 0.0, 1.0
            for _ in range(80):
                s = (lo + hi) / 2
                lo, hi = (s, hi) if bx(s) < x else (lo, s)
        return by(s)
    return value


def promotion_times(start, end, rng):
    """Frame times (s) on a 120 Hz grid, with runs at 60 and 40 Hz as ProMotion lowers the rate
    when the app misses frames; 0.3 ms jitter."""
    times = []
    tick = int(math.floor(start * 120))
    while tick / 120 <= end:
        times.append(tick / 120 + rng.gauss(0, 0.0003))
        roll = rng.random()
        tick += 1 if roll < 0.8 else (2 if roll < 0.95 else 3)
    return times


def write_csv(path, header, rows, comments=()):
    with open(path, "w") as out:
        out.write(header + "\n")
        for comment in comments:
            out.write(comment + "\n")
        for row in rows:
            out.write(",".join(row) + "\n")


def ios_promotion(folder, bar_kind):
    """iPhone 15 Pro Max (430 x 932, 346 pt keyboard), ProMotion, the keyboard's spring
    integrated; the bar as `bar_kind` says."""
    rng = random.Random(sum(map(ord, bar_kind)))
    spring = integrated_spring()
    ease_out = newton_bezier(0, 0, 0.58, 1, 0.3)
    height, keyboard = 932.0, 346.0
    rows = []
    for t in promotion_times(-0.08, 0.75, rng):
        kb = height - keyboard * spring(t)
        if bar_kind == "curve-shift":
            bar = kb
        elif bar_kind == "ease-out-0.3":
            bar = height - keyboard * ease_out(t)
        elif bar_kind == "dispatch-50ms":
            bar = height - keyboard * spring(t - 0.05)
        elif bar_kind == "did-show-jump":
            # Constraints changed in keyboardDidShow, outside any animation: the bar jumps when
            # the notification arrives, after the keyboard has stopped (0.5 s + a frame).
            bar = height - keyboard if t >= 0.512 else height
        else:
            raise ValueError(bar_kind)
        rows.append([f"{(t + 3.2) * 1000:.3f}", f"{round(kb * 3) / 3:.4f}",
                     f"{round(bar * 3) / 3:.4f}"])
    write_csv(os.path.join(folder, f"ios-promotion-{bar_kind}.csv"),
              "time_ms,keyboard_top,bar_bottom", rows, ["# screen_height: 932"])


def android_no_callback(folder):
    """The same phone when the app registers no insets-animation callback: AOSP runs the IME
    unsynced, 200 ms, show (0, 0, 0.2, 1) and hide (0.4, 0, 1, 1), insets truncated to px; read
    per frame from an OnPreDrawListener (rootWindowInsets) at 60 Hz; the bar follows in the same
    frame."""
    rng = random.Random(200)
    density = 2.75
    screen_px, ime_px = 2400, 1012
    show = newton_bezier(0, 0, 0.2, 1, 0.2)
    hide = newton_bezier(0.4, 0, 1, 1, 0.2)
    rows = []
    for k in range(-5, 80):
        t = k / 60 + rng.gauss(0, 0.0004)
        if t < 0.7:
            inset_px = int(show(t) * ime_px)
        else:
            inset_px = int(ime_px + hide(t - 0.7) * (0 - ime_px))
        top = (screen_px - inset_px) / density
        rows.append([f"{t * 1000 + 9000:.3f}", f"{top:.3f}", f"{top:.3f}"])
    write_csv(os.path.join(folder, "android-aosp-no-callback.csv"),
              "time_ms,keyboard_top,bar_bottom", rows,
              [f"# screen_height: {screen_px / density:.2f}"])


def android_aosp(folder, bar_kind):
    """A 440 dpi phone (density 2.75, 1080 x 2400 px) at 90 Hz: the IME animated as AOSP runs it
    for an app with an insets-animation callback (285 ms, (0.2, 0, 0, 1), insets truncated to
    whole px), shown then hidden; uptime in whole ms as SystemClock.uptimeMillis() gives it."""
    rng = random.Random(90 + len(bar_kind))
    density = 2.75
    screen_px, ime_px = 2400, 1012
    sync = newton_bezier(0.2, 0, 0, 1, 0.285)
    rows = []
    uptime0 = 5_301_877
    t = -0.05
    bar_px_previous = 0
    while t < 1.4:
        t += 1 / 90 + rng.gauss(0, 0.0002)
        if rng.random() < 0.03:
            continue  # a frame the UI thread missed
        if t < 0.9:
            fraction = sync(t)
            inset_px = int(0 + fraction * (ime_px - 0))
        else:
            fraction = sync(t - 0.9)
            inset_px = int(ime_px + fraction * (0 - ime_px))
        top = (screen_px - inset_px) / density
        if bar_kind == "in-sync":
            bar = top
        elif bar_kind == "adjust-resize":
            # The window is laid out as if the IME were fully shown when the show starts, and
            # fully hidden when the hide ends (LAYOUT_INSETS_DURING_ANIMATION_SHOWN / _HIDDEN).
            bar = (screen_px - ime_px) / density if 0 <= t < 0.9 + 0.285 else screen_px / density
        elif bar_kind == "one-frame-late":
            bar = (screen_px - bar_px_previous) / density
            bar_px_previous = inset_px
        else:
            raise ValueError(bar_kind)
        rows.append([str(uptime0 + int(t * 1000)), f"{top:.2f}", f"{bar:.2f}"])
    write_csv(os.path.join(folder, f"android-aosp-{bar_kind}.csv"),
              "time_ms,keyboard_top,bar_bottom", rows,
              [f"# screen_height: {screen_px / density:.2f}"])


def screen_recording_30fps(folder):
    """A 30 fps screen recording of an iPhone 13 (390 x 844 pt, 3x, 291 pt keyboard) whose edges
    were found in every video frame to the pixel, with an error of up to one pixel; the bar
    animated with the reported 0.25 s and UIKit's default ease-in-out (reported-duration)."""
    rng = random.Random(30)
    spring = integrated_spring()
    ease = newton_bezier(0.42, 0, 0.58, 1, 0.25)
    height, keyboard = 844.0, 291.0
    rows = []
    for frame in range(-3, 25):
        t = frame / 30 + 0.0113  # the video's frames are not aligned with the notification
        kb_px = round((height - keyboard * spring(t)) * 3) + rng.choice([-1, 0, 0, 1])
        bar_px = round((height - keyboard * ease(t)) * 3) + rng.choice([-1, 0, 0, 1])
        rows.append([f"{t * 1000 + 800:.2f}", f"{kb_px / 3:.3f}", f"{bar_px / 3:.3f}"])
    write_csv(os.path.join(folder, "ios-screen-recording-30fps.csv"),
              "time_ms,keyboard_top,bar_bottom", rows, ["# screen_height: 844"])


def js_thread_bar(folder):
    """React Native without the keyboard controller: a bar moved from JS state two frames after
    the keyboard (60 Hz, Keyboard.addListener + setState), iPhone 13 (844 pt, 336 pt keyboard)."""
    rng = random.Random(2)
    spring = integrated_spring()
    height, keyboard = 844.0, 336.0
    rows = []
    times = [k / 60 + rng.gauss(0, 0.0008) for k in range(-4, 45)]
    for index, t in enumerate(times):
        kb = height - keyboard * spring(t)
        seen = times[index - 2] if index >= 2 else times[0]
        bar = height - keyboard * spring(seen)
        rows.append([f"{t * 1000 + 120000:.1f}", f"{kb:.2f}", f"{bar:.2f}"])
    write_csv(os.path.join(folder, "rn-js-thread-two-frames.csv"),
              "time_ms,keyboard_top,bar_bottom", rows, ["# screen_height: 844"])


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "independent-traces"
    os.makedirs(folder, exist_ok=True)
    for kind in ["curve-shift", "ease-out-0.3", "dispatch-50ms", "did-show-jump"]:
        ios_promotion(folder, kind)
    for kind in ["in-sync", "adjust-resize", "one-frame-late"]:
        android_aosp(folder, kind)
    android_no_callback(folder)
    screen_recording_30fps(folder)
    js_thread_bar(folder)


if __name__ == "__main__":
    main()
