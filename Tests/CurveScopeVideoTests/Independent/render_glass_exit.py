#!/usr/bin/env python3
"""A light glass keyboard with a bright rim and rounded top corners in a dark app, under a dark
floating pill, that leaves through the screen's bottom on a spring's slow tail, under a home
indicator drawn over everything (light over the dark page, dark over the keyboard).

The keyboard rests hidden, shows over 350 ms from 0.5 s, rests up, and hides from 1.8 s as a
critically damped spring: its last 10 pt creep out over 18 frames, the last 4 of them with only
its rim's first row (half a point) in view. The pill rides 16 pt above the keyboard and rests
34 pt above the screen's bottom with it hidden.

Usage: render_glass_exit.py OUTPUT.mp4 TRUTH.json
Writes the video (60 frames a second) and a JSON file with the true keyboard top (screen points,
y down: the first row of the keyboard drawn, the screen's height when none of it is) and the
pill's bottom of every frame, and the pixels per point.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageStat

W, H, S = 390, 844, 2  # screen, points; pixels per point
KEYBOARD = 300  # pt
PILL = 50  # pt
GAP_UP = 16  # the pill's bottom above the keyboard, pt
GAP_DOWN = 34  # the pill's bottom above the screen's bottom, keyboard hidden, pt
PAGE = (30, 30, 32)
SHOW, HIDE, MOTION, END = 500, 1800, 350, 3000  # ms
SPRING = 20.0  # the hide's spring, 1/s


def ease(x):
    x = min(1.0, max(0.0, x))
    return 1 - (1 - x) ** 3


def hidden_share(t):
    """The keyboard's progress towards hidden (0 up, 1 hidden) at t ms."""
    if t < SHOW:
        return 1.0
    if t < HIDE:
        return 1 - ease((t - SHOW) / MOTION)
    s = SPRING * (t - HIDE) / 1000
    return 1 - (1 + s) * math.exp(-s)


def p(v):
    return round(v * S)


def keyboard_image():
    """The glass panel: a bright 1 pt rim, a plain strip, four rows of light keys with dark
    labels, rounded top corners."""
    panel = Image.new("RGB", (W * S, p(KEYBOARD)), (150, 152, 156))
    d = ImageDraw.Draw(panel)
    d.rectangle([0, 0, W * S, S - 1], fill=(228, 228, 230))
    d.line([0, S, W * S, S], fill=(200, 200, 204))
    y = 46
    for count, inset in ((10, 3), (9, 22), (7, 60), (4, 3)):
        width = (W - 2 * inset - (count - 1) * 6) / count
        for k in range(count):
            x = inset + k * (width + 6)
            d.rounded_rectangle([p(x), p(y), p(x + width), p(y + 42)], radius=p(6),
                                fill=(236, 236, 238))
            d.rectangle([p(x + width / 2 - 4), p(y + 9), p(x + width / 2 + 4), p(y + 33)],
                        fill=(30, 30, 30))
        y += 54
    mask = Image.new("L", panel.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, W * S - 1, p(KEYBOARD) + 60], radius=p(30),
                                           fill=255)
    return panel, mask


def draw(keyboard, keyboard_row, bar_bottom):
    img = Image.new("RGB", (W * S, H * S), PAGE)
    d = ImageDraw.Draw(img)
    y = 110
    while y < 560:  # chat bubbles on the upper page
        d.rounded_rectangle([p(120), p(y), p(370), p(y + 40)], radius=p(14), fill=(60, 110, 200))
        y += 70
    top = bar_bottom - PILL
    d.rounded_rectangle([p(16), p(top), p(W - 16), p(bar_bottom)], radius=p(PILL / 2),
                        fill=(58, 58, 64), outline=(170, 170, 176), width=S)
    d.ellipse([p(W - 60), p(top + 8), p(W - 26), p(top + 42)], fill=(150, 60, 230))
    if keyboard_row < H * S:
        img.paste(keyboard[0], (0, keyboard_row), keyboard[1])
    # The home indicator, drawn over everything: darker over the light keyboard than over the
    # page (iOS adapts it to what is under it).
    box = [p(W / 2 - 67), p(H - 13), p(W / 2 + 67), p(H - 8)]
    mean = ImageStat.Stat(img.crop(box).convert("L")).mean[0]
    d.rounded_rectangle(box, radius=p(2.5), fill=(78, 78, 80) if mean > 100 else (96, 96, 98))
    return img


def main():
    out, truth_path = sys.argv[1:3]
    keyboard = keyboard_image()
    frames = []
    with tempfile.TemporaryDirectory() as work:
        for i in range(END * 60 // 1000):
            t = i * 1000 / 60
            share = hidden_share(t)
            row = min(H * S, p(H - KEYBOARD * (1 - share)))
            keyboard_top = row / S
            bar_bottom = min(keyboard_top, H) - GAP_UP - share * (GAP_DOWN - GAP_UP)
            bar_bottom = round(bar_bottom * S) / S
            draw(keyboard, row, bar_bottom).save(os.path.join(work, f"{i:04d}.png"))
            frames.append(dict(timeMs=t, keyboardTop=keyboard_top, barBottom=bar_bottom))
        subprocess.run(
            ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", "60", "-i",
             os.path.join(work, "%04d.png"), "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf",
             "20", out], check=True)
    with open(truth_path, "w") as f:
        json.dump({"scale": S, "screen": [W, H], "frames": frames}, f)


if __name__ == "__main__":
    main()
