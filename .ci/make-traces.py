#!/usr/bin/env python3
"""Writes the recorded-looking traces of Curves/traces/ (and the recorder fixtures the tests
read), each in the format its recorder snippet writes (README "Measure your app").

Independent of the Swift library on purpose: the keyboard spring, the Beziers, UIKit's additive
retargeting and every recorder fault (vsync jitter, dropped callbacks, a display link that reads
the frame before, 1/3 pt rounding, whole-millisecond clocks, px -> dp, log prefixes) are written
here from their definitions (DESIGN.md 2.3, 2.5), so the matcher is tried on material it did
not make. Deterministic: every trace has its own seed.

Usage: python3 .ci/make-traces.py [OUTPUT_DIR]   (default Curves/traces)
"""
import json
import math
import os
import random
import sys

OMEGA = math.sqrt(1000 / 3)  # curve 7: mass 3, stiffness 1000, run critically damped


def spring(t):
    if t <= 0:
        return 0.0
    if t >= 0.5:
        return 1.0
    u = OMEGA * t
    return 1 - (1 + u) * math.exp(-u)


def bezier(x1, y1, x2, y2, duration):
    def curve(t):
        if t <= 0:
            return 0.0
        if t >= duration:
            return 1.0
        x = t / duration
        lo, hi = 0.0, 1.0
        for _ in range(60):  # bisection on x(s) = x
            s = (lo + hi) / 2
            xs = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
            if xs < x:
                lo = s
            else:
                hi = s
        s = (lo + hi) / 2
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    return curve


EASE_IN_OUT = bezier(0.42, 0, 0.58, 1, 0.25)
ANDROID_IME = bezier(0.2, 0, 0, 1, 0.285)


def additive(start, animations):
    """animations: [(time, target, curve)]; UIKit's additive retargeting."""
    def value(t):
        level = start
        total = 0.0
        previous = start
        for time, target, curve in animations:
            if t >= time:
                total += (previous - target) * (1 - curve(t - time))
                level = target
            else:
                break
            previous = target
        if not animations or t < animations[0][0]:
            return start
        return level + total
    return value


def vsyncs(rate, start, end, jitter_ms, rng):
    times = []
    k = 0
    while True:
        t = start + k / rate
        if t > end:
            break
        times.append(t + rng.gauss(0, jitter_ms / 1000))
        k += 1
    return times


def q(value, quantum):
    return round(value / quantum) * quantum if quantum else value


def fmt(value, digits=3):
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def ios_show(path):
    """iOS, CADisplayLink at 120 Hz, JSON with the notifications (the iOS snippet): a bar
    animated with the notification's duration and UIKit's default curve (reported-duration),
    iPhone 15 Pro (393 x 852 pt, 336 pt keyboard, 34 pt home-indicator inset)."""
    rng = random.Random(15)
    height, inset, keyboard = 852.0, 34.0, 336.0
    clock0 = 48_213.377  # CACurrentMediaTime() * 1000 when willShow arrives
    shown = height - keyboard
    kb = additive(height, [(0.0, shown, spring)])
    rest = height - inset
    bar = additive(rest, [(0.0, shown, EASE_IN_OUT)])
    frames = []
    times = vsyncs(120, -0.06, 0.62, 0.35, rng)
    for index in range(1, len(times)):
        if index in (23, 24):  # the display link missed two callbacks in a row
            continue
        seen = times[index - 1]  # the presentation layers show the frame before
        frames.append({
            "timeMs": round(clock0 + times[index] * 1000, 3),
            "keyboardTop": q(min(kb(seen), height), 1 / 3),
            "barBottom": q(bar(seen), 1 / 3),
        })
    trace = {
        "name": "ios-show-iphone15pro",
        "title": "iPhone 15 Pro, keyboard shows; bar animated with the reported 0.25 s",
        "screen": {"width": 393, "height": height, "safeAreaBottom": inset},
        "source": {"platform": "ios", "os": "iOS 18.1", "device": "iPhone 15 Pro", "fps": 120,
                   "recorder": "CADisplayLink"},
        "events": [{"timeMs": clock0, "kind": "willShow", "frameBegin": [0, height, 393, keyboard],
                    "frameEnd": [0, shown, 393, keyboard], "duration": 0.25, "curve": 7,
                    "isLocal": True},
                   {"timeMs": round(clock0 + 512.4, 3), "kind": "didShow",
                    "frameBegin": [0, height, 393, keyboard],
                    "frameEnd": [0, shown, 393, keyboard], "duration": 0.25, "curve": 7,
                    "isLocal": True}],
        "frames": frames,
    }
    with open(path, "w") as out:
        json.dump(trace, out, indent=1)
        out.write("\n")


def ios_third_party(path):
    """iOS CSV without notifications: a third-party keyboard (282 -> 216 -> 282 pt, 60 ms apart)
    and a bar that handles willShow only (curve << 16), 60 Hz, iPhone SE (375 x 667)."""
    rng = random.Random(282)
    height = 667.0
    tops = [height - 282, height - 216, height - 282]
    kb = additive(height, [(0.0, tops[0], spring), (0.06, tops[1], spring), (0.12, tops[2], spring)])
    bar = additive(height, [(0.0, tops[0], spring)])
    lines = ["time_ms,keyboard_top,bar_bottom,frame"]
    times = vsyncs(60, -0.1, 0.9, 0.5, rng)
    for index in range(1, len(times)):
        seen = times[index - 1]
        lines.append(f"{fmt(1000 + times[index] * 1000)},{fmt(q(kb(seen), 0.5))},"
                     f"{fmt(q(bar(seen), 0.5))},{index}")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def react_native(path):
    """React Native (react-native-keyboard-controller onMove on iOS at 60 Hz) as the RN snippet
    logs it through Metro: ' LOG  curvescope: ' prefix, Date.now() whole milliseconds, keyboard
    height from the bottom turned into keyboard_top, the bar measured one frame after the
    keyboard (translateY applied on the next UI frame). The first onMove arrives late (the
    recording starts mid-motion) and measure() fails on two frames (empty cells)."""
    rng = random.Random(1155)
    height, keyboard = 844.0, 336.0
    epoch = 1_733_011_200_123
    kb = additive(height, [(0.0, height - keyboard, spring)])
    times = vsyncs(60, 0.016, 0.75, 1.2, rng)
    lines = [" LOG  Running \"ChatApp\" with {\"rootTag\":1}",
             " LOG  curvescope: time_ms,keyboard_top,bar_bottom,progress",
             f" LOG  curvescope: # screen_height: {fmt(height)}"]
    last_logged = times[0]
    for index in range(1, len(times)):
        if index == 5:  # a frame the UI thread skipped: no onMove, no bar update
            continue
        t = times[index]
        keyboard_height = height - kb(t)
        bar_top = kb(last_logged)  # the height the last onMove set, applied a frame later
        last_logged = t
        bar = "" if index in (9, 17) else f"{bar_top:.2f}"
        lines.append(f" LOG  curvescope: {epoch + int(t * 1000)},{height - keyboard_height:.2f},"
                     f"{bar},{keyboard_height / keyboard:.4f}")
        if index == 12:
            lines.append(" WARN  VirtualizedList: You have a large list that is slow to update")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def flutter(path):
    """Flutter on iOS at 120 Hz as the Flutter snippet prints it: 'flutter: ' prefix, frame
    timestamps (Duration since start, microseconds), MediaQuery.viewInsetsOf(context).bottom
    turned into keyboard_top, the bar (padded by the insets) on the same frame; a show then a
    hide; two janky frames dropped."""
    rng = random.Random(34871)
    height, keyboard = 844.0, 291.0
    shown = height - keyboard
    kb = additive(height, [(0.0, shown, spring), (1.2, height, spring)])
    times = vsyncs(120, -0.05, 1.9, 0.15, rng)
    start = 7.654321
    lines = ["flutter: curvescope: time_ms,keyboard_top,bar_bottom"]
    for index, t in enumerate(times):
        if index in (40, 41, 150):
            continue
        micros = int(round((start + t) * 1_000_000))
        inset = height - kb(t)
        top = height - round(inset, 6)
        lines.append(f"flutter: curvescope: {micros / 1000:.3f},{top:.3f},{top:.3f}")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def android(path):
    """Android (WindowInsetsAnimationCompat.Callback.onProgress, Pixel 8 at 120 Hz) as the
    Android snippet logs it with `adb logcat -v tag`: 'D/CurveScope: ' prefix, uptime
    milliseconds, ime insets in px divided by the density 2.625 into dp; the app translates its
    bar in onProgress (in sync); the IME runs 285 ms (0.2, 0, 0, 1) both ways; the bar rests on
    the 24 dp gesture bar while the keyboard is hidden."""
    rng = random.Random(2625)
    density = 2.625
    height_px, ime_px, nav_px = 2400, 903, 63
    height = height_px / density
    ime_top = (height_px - ime_px) / density
    kb = additive(height, [(0.0, ime_top, ANDROID_IME), (1.0, height, ANDROID_IME)])
    times = vsyncs(120, 0.0, 1.35, 0.2, rng)
    lines = ["D/CurveScope: time_ms,keyboard_top,bar_bottom",
             f"D/CurveScope: # screen_height: {height:.4f}",
             f"D/CurveScope: # safe_area_bottom: {nav_px / density:.4f}"]
    clock0 = 86_402_117
    for t in times:
        if t < -1e-9 or (0.31 < t < 0.99) or t > 1.31:
            continue  # onProgress runs during the animations only
        inset_px = round(height_px - kb(t) * density)
        top = (height_px - inset_px) / density
        bar = min(top, (height_px - nav_px) / density)
        lines.append(f"D/CurveScope: {clock0 + t * 1000:.3f},{top:.4f},{bar:.4f}")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Curves/traces"
    os.makedirs(folder, exist_ok=True)
    ios_show(os.path.join(folder, "ios-show-iphone15pro.json"))
    ios_third_party(os.path.join(folder, "ios-third-party-willshow-only.csv"))
    react_native(os.path.join(folder, "react-native-show.csv"))
    flutter(os.path.join(folder, "flutter-show-hide.csv"))
    android(os.path.join(folder, "android-show-hide-pixel8.csv"))


if __name__ == "__main__":
    main()
