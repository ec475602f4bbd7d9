#!/usr/bin/env python3
"""One chat drawn once and encoded at 60 and at 30 frames a second (every second drawing), as
phones and chat apps export it. The keyboard rests up for a second, hides over 600 ms, rests
hidden while the chat is scrolled (at 1.7 s, by 100 pt), shows over 350 ms from 2.2 s and rests
up again: the page above the bar differs between the two stays with the keyboard up, and only
the second one shows it as the hidden frames do. The bar is a plain grey strip (a bar that holds
only a cursor), so little of it tells where it goes; the screens are render_screens.py's.

Usage: render_stays.py OUTPUT60.mp4 OUTPUT30.mp4 TRUTH.json [GREY]
GREY (0-255) draws the bar that grey instead of a bluish 160.
Writes both videos and a JSON file with the true keyboard top and bar bottom (screen points, y
down) of every drawing (60 a second) and the pixels per point.
"""
import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from render_screens import STYLES, draw_screen  # noqa: E402
import scripted_motion  # noqa: E402

STYLE = dict(STYLES["downscaled-recording"], scale=2)
STYLE.pop("downscale")
GAP_DOWN = 34  # the bar's bottom above the screen's with the keyboard hidden, pt
SCROLL = 100  # how far the chat is scrolled down while the keyboard is hidden, pt
SCROLLED = 1700  # when, ms
END = 3000  # ms
BAR = (160, 160, 165)


def ease(x):
    x = min(1.0, max(0.0, x))
    return 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2


def progress(t):
    """The keyboard's progress towards hidden (0 up, 1 hidden) at t ms."""
    if t < 2200:
        return ease((t - 1000) / 600)
    return 1 - ease((t - 2200) / 350)


def main():
    out60, out30, truth_path = sys.argv[1:4]
    bar = (int(sys.argv[4]),) * 3 if len(sys.argv) > 4 else BAR
    w, h = STYLE["screen"]
    s = STYLE["scale"]
    frames = []
    with tempfile.TemporaryDirectory() as work:
        for i in range(END * 60 // 1000):
            t = i * 1000 / 60
            p = progress(t)
            keyboard_top = h - STYLE["keyboard"] * (1 - p)
            bar_bottom = keyboard_top - p * GAP_DOWN
            img = draw_screen(STYLE, keyboard_top, bar_bottom, t / 1000)
            if t >= SCROLLED:
                # The chat as drawn for a bar SCROLL lower (that bar blanked), above this bar.
                chat = draw_screen(STYLE, h + 1, bar_bottom + SCROLL, t / 1000)
                chat.paste(STYLE["app"], (0, round((bar_bottom + SCROLL - STYLE["bar"]) * s),
                                          w * s, round((bar_bottom + SCROLL) * s)))
                region = (0, 89 * s, w * s, round((bar_bottom - STYLE["bar"]) * s))
                img.paste(chat.crop(region), region[:2])
            img.paste(bar, (0, round((bar_bottom - STYLE["bar"]) * s) + 2, w * s,
                            round(bar_bottom * s)))
            img.save(os.path.join(work, f"{i:04d}.png"))
            frames.append(dict(timeMs=t, keyboardTop=keyboard_top, barBottom=bar_bottom))
        scripted_motion.encode_60_and_30(work, out60, out30)
    with open(truth_path, "w") as f:
        json.dump({"scale": s, "barHeight": STYLE["bar"], "screen": [w, h], "frames": frames}, f)


if __name__ == "__main__":
    main()
