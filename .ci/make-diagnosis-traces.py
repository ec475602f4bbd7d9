#!/usr/bin/env python3
"""Writes traces to try the diagnosis on (README "Which model does it match?"): bars that follow
the keyboard one display frame late on iOS at 120 and 60 Hz and on Android at 60 Hz, a bar that
starts 50 ms late, and traces that contradict themselves.

Independent of the Swift library on purpose: the keyboard's spring (mass 3, stiffness 1000,
damping 500, run critically damped as Core Animation runs it), Android's IME interpolator
(PathInterpolator(0.2, 0, 0, 1) over 285 ms, AOSP InsetsController), UIKit's additive
retargeting and every recorder fault (vsync jitter, whole-pixel insets, 1/3 pt rounding) are
written here from their definitions. Deterministic: every trace has its own seed.

Usage: python3 .ci/make-diagnosis-traces.py OUTPUT_DIR [--gallery]
  --gallery also writes the ones the gallery draws into Curves/traces/.
"""
import json
import math
import os
import random
import sys

OMEGA = math.sqrt(1000 / 3)


def spring(t):
    """Progress of curve 7: critically damped, omega0 = sqrt(k / m), ended at 0.5 s."""
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
        for _ in range(64):
            s = (lo + hi) / 2
            xs = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
            if xs < x:
                lo = s
            else:
                hi = s
        s = (lo + hi) / 2
        return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3
    return curve


ANDROID_IME = bezier(0.2, 0, 0, 1, 0.285)


def additive(start, animations):
    """UIKit's additive retargeting: animations [(time, target, curve)] in time order."""
    def value(t):
        level = start
        total = 0.0
        previous = start
        for time, target, curve in animations:
            if t < time:
                break
            total += (previous - target) * (1 - curve(t - time))
            level = target
            previous = target
        return level + total
    return value


def vsyncs(rate, start, end, jitter_ms, rng):
    times = []
    k = 0
    while start + k / rate <= end:
        times.append(start + k / rate + rng.gauss(0, jitter_ms / 1000))
        k += 1
    return times


def q(value, quantum):
    return round(value / quantum) * quantum


def fmt(value):
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def write_json(path, trace):
    with open(path, "w") as out:
        json.dump(trace, out, indent=1)
        out.write("\n")


def ios_follower(rate, seed, keyboard_height, height, width, inset, name, late_frames=1,
                 events=True):
    """A CADisplayLink follower on iOS: each frame the bar is set to the keyboard's
    presentation position of the frame `late_frames` before (a display link's callback sees the
    frame already shown). The recorder reads both edges on the same frame. A show, then a hide
    1.2 s later."""
    rng = random.Random(seed)
    shown = height - keyboard_height
    kb = additive(height, [(0.0, shown, spring), (1.2, height, spring)])
    times = vsyncs(rate, -0.1, 1.9, 0.25 if rate > 60 else 0.4, rng)
    clock0 = 93_410.5 + seed
    frames = []
    for index in range(late_frames, len(times)):
        t = times[index]
        read = times[index - late_frames]
        frames.append({
            "timeMs": round(clock0 + t * 1000, 3),
            "keyboardTop": q(kb(t), 1 / 3),
            "barBottom": q(min(kb(read), height - inset), 1 / 3),
        })
    trace = {
        "name": name,
        "title": f"iPhone at {rate} Hz, a display-link follower {late_frames} frame late",
        "screen": {"width": width, "height": height, "safeAreaBottom": inset},
        "source": {"platform": "ios", "os": "iOS 18.2", "fps": rate, "recorder": "CADisplayLink"},
        "frames": frames,
    }
    if events:
        trace["events"] = [
            {"timeMs": clock0, "kind": "willShow", "frameBegin": [0, height, width, keyboard_height],
             "frameEnd": [0, shown, width, keyboard_height], "duration": 0.25, "curve": 7},
            {"timeMs": clock0 + 1200, "kind": "willHide",
             "frameBegin": [0, shown, width, keyboard_height],
             "frameEnd": [0, height, width, keyboard_height], "duration": 0.25, "curve": 7},
        ]
    return trace


def android_follower(rate, seed, name, late_frames=1, events=True):
    """Android, 60 Hz, 2.75 density (a 440 dpi phone), insets in whole pixels: the IME runs
    PathInterpolator(0.2, 0, 0, 1) over 285 ms both ways (an app with an insets-animation
    callback); the bar takes the inset of the frame before (a value read in one frame and applied
    in the next, as a padding read one frame late does). Events as an Android recorder writes
    them: willShow/willHide with the 285 ms duration and no curve."""
    rng = random.Random(seed)
    density = 2.75
    height_px, ime_px, nav_px, width_px = 2400, 880, 66, 1080
    height = height_px / density
    width = width_px / density
    shown = (height_px - ime_px) / density
    kb = additive(height, [(0.0, shown, ANDROID_IME), (1.0, height, ANDROID_IME)])
    times = vsyncs(rate, -0.1, 1.5, 0.3, rng)
    clock0 = 5_120_334.0 + seed

    def inset_px(t):
        return int(height_px - kb(t) * density)  # AOSP truncates insets to whole pixels

    frames = []
    for index in range(late_frames, len(times)):
        t = times[index]
        read = times[index - late_frames]
        top = (height_px - inset_px(t)) / density
        bar = min((height_px - inset_px(read)) / density, (height_px - nav_px) / density)
        frames.append({"timeMs": round(clock0 + t * 1000, 3), "keyboardTop": round(top, 4),
                       "barBottom": round(bar, 4)})
    ime = ime_px / density
    trace = {
        "name": name,
        "title": f"Android at {rate} Hz, the bar follows the IME insets {late_frames} frame late",
        "screen": {"width": round(width, 4), "height": round(height, 4),
                   "safeAreaBottom": round(nav_px / density, 4)},
        "source": {"platform": "android", "os": "Android 14", "device": "Pixel 7",
                   "fps": rate, "recorder": "WindowInsetsAnimationCompat.Callback"},
        "units": "dp",
        "frames": frames,
    }
    if events:
        trace["events"] = [
            {"timeMs": clock0, "kind": "willShow",
             "frameBegin": [0, round(height, 4), round(width, 4), round(ime, 4)],
             "frameEnd": [0, round(shown, 4), round(width, 4), round(ime, 4)], "duration": 0.285},
            {"timeMs": clock0 + 1000, "kind": "willHide",
             "frameBegin": [0, round(shown, 4), round(width, 4), round(ime, 4)],
             "frameEnd": [0, round(height, 4), round(width, 4), round(ime, 4)],
             "duration": 0.285},
        ]
    return trace


def ios_late_start(seed, name, delay):
    """iOS 120 Hz: the bar animates with the keyboard's own curve (curve << 16), but `delay`
    seconds after the notification (main-thread work, or a DispatchQueue.main.async hop)."""
    rng = random.Random(seed)
    height, width, keyboard = 852.0, 393.0, 336.0
    shown = height - keyboard
    kb = additive(height, [(0.0, shown, spring)])
    bar = additive(height, [(delay, shown, spring)])
    times = vsyncs(120, -0.08, 0.9, 0.25, rng)
    clock0 = 71_002.25
    frames = [{"timeMs": round(clock0 + t * 1000, 3), "keyboardTop": q(kb(t), 1 / 3),
               "barBottom": q(bar(t), 1 / 3)} for t in times]
    return {
        "name": name,
        "title": f"iPhone at 120 Hz, the keyboard's curve started {round(delay * 1000)} ms late",
        "screen": {"width": width, "height": height},
        "source": {"platform": "ios", "fps": 120, "recorder": "CADisplayLink"},
        "events": [{"timeMs": clock0, "kind": "willShow",
                    "frameBegin": [0, height, width, keyboard],
                    "frameEnd": [0, shown, width, keyboard], "duration": 0.25, "curve": 7}],
        "frames": frames,
    }


def contradictions(folder):
    """Traces that contradict themselves: the notifications 5 s from the keyboard's motion; a bar
    that never moves while the keyboard shows; one frame."""
    height, width, keyboard = 812.0, 375.0, 291.0
    shown = height - keyboard
    kb = additive(height, [(0.0, shown, spring)])
    times = [k / 60 for k in range(-6, 50)]
    event = {"kind": "willShow", "frameBegin": [0, height, width, keyboard],
             "frameEnd": [0, shown, width, keyboard], "duration": 0.25, "curve": 7}
    far = dict(event, timeMs=5000.0)
    write_json(os.path.join(folder, "events-far-from-motion.json"), {
        "name": "events-far-from-motion", "screen": {"width": width, "height": height},
        "events": [far],
        "frames": [{"timeMs": round(t * 1000, 3), "keyboardTop": round(kb(t), 3),
                    "barBottom": round(kb(t), 3)} for t in times]})
    write_json(os.path.join(folder, "bar-never-moves.json"), {
        "name": "bar-never-moves", "screen": {"width": width, "height": height},
        "events": [dict(event, timeMs=0.0)],
        "frames": [{"timeMs": round(t * 1000, 3), "keyboardTop": round(kb(t), 3),
                    "barBottom": height} for t in times]})
    write_json(os.path.join(folder, "one-frame.json"), {
        "name": "one-frame", "screen": {"width": width, "height": height},
        "events": [dict(event, timeMs=0.0)],
        "frames": [{"timeMs": 16.7, "keyboardTop": 700, "barBottom": 700}]})


def csv(trace, path):
    """The trace's frames as a CSV without notifications (the screen in comments)."""
    lines = ["time_ms,keyboard_top,bar_bottom",
             f"# screen_height: {fmt(trace['screen']['height'])}",
             f"# screen_width: {fmt(trace['screen']['width'])}"]
    inset = trace["screen"].get("safeAreaBottom", 0)
    if inset:
        lines.append(f"# safe_area_bottom: {fmt(inset)}")
    for frame in trace["frames"]:
        lines.append(f"{fmt(frame['timeMs'])},{fmt(frame['keyboardTop'])},"
                     f"{fmt(frame['barBottom'])}")
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    ios120 = ios_follower(120, 11, 336.0, 852.0, 393.0, 34.0, "ios-follower-120hz")
    ios60 = ios_follower(60, 12, 291.0, 812.0, 375.0, 34.0, "ios-follower-60hz")
    ios60_two = ios_follower(60, 13, 291.0, 812.0, 375.0, 0.0, "ios-follower-60hz-2-late",
                             late_frames=2)
    android60 = android_follower(60, 14, "android-follower-60hz")
    for trace in (ios120, ios60, ios60_two, android60):
        write_json(os.path.join(folder, trace["name"] + ".json"), trace)
        csv(trace, os.path.join(folder, trace["name"] + ".csv"))
    write_json(os.path.join(folder, "ios-bar-50ms-late.json"),
               ios_late_start(15, "ios-bar-50ms-late", 0.05))
    contradictions(folder)
    if "--gallery" in sys.argv:
        gallery = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Curves",
                               "traces")
        write_json(os.path.join(gallery, "ios-follower-120hz.json"), ios120)
        write_json(os.path.join(gallery, "android-follower-60hz.json"), android60)


if __name__ == "__main__":
    main()
