#!/usr/bin/env python3
"""A light glass keyboard under a bordered pill composer on a near-white page, drawn once and
encoded at 60 and at 30 frames a second (every second drawing).

The page's plain rows have the level of the keyboard's key rows (white keys on a light panel),
and the keyboard's bottom corners hold a dark globe and microphone, so that in the bottom rows a
few strips change far more than the rest when the keyboard covers the page. The composer's
border is green while it has the focus (the keyboard up or moving) and grey at rest with the
keyboard hidden, so the hidden frames never show it as the keyboard's frames do. The keyboard
rests hidden, shows over 350 ms from 0.8 s (the composer stays put for 200 ms, covered, then
jumps onto it), rests up, hides over 350 ms from 2 s (the composer following) and rests hidden.

Usage: render_glass_page.py OUTPUT60.mp4 OUTPUT30.mp4 TRUTH.json
Writes both videos and a JSON file with the true keyboard top and composer bottom (screen
points, y down) of every drawing (60 a second) and the pixels per point.
"""
import json
import os
import sys
import tempfile

from PIL import Image, ImageDraw

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scripted_motion  # noqa: E402

W, H, S = 390, 844, 2  # screen, points; pixels per point
KEYBOARD = 300  # pt
PILL = 48  # the composer's height, pt
GAP_UP = 26  # the composer's bottom above the keyboard, pt
GAP_DOWN = 40  # the composer's bottom above the screen's bottom, keyboard hidden, pt
PAGE = (248, 248, 246)
PANEL = (214, 216, 220)
SHOW, HIDE, MOTION, COVERED, END = 800, 2000, 350, 200, 3000  # ms


def progress(t):
    """The keyboard's progress towards hidden (0 up, 1 hidden) at t ms."""
    return scripted_motion.progress(t, SHOW, HIDE, MOTION)


def keyboard_image():
    """The keyboard's panel: a soft top, four rows of white keys with dark labels, a globe and
    a microphone at its bottom corners."""
    p = lambda v: round(v * S)
    panel = Image.new("RGB", (W * S, p(KEYBOARD)), PANEL)
    d = ImageDraw.Draw(panel)
    for r in range(3):  # the glass's soft top: three rows blending from the page
        a = (r + 1) / 4
        d.line([0, r, W * S, r], fill=tuple(round(PAGE[i] * (1 - a) + PANEL[i] * a)
                                             for i in range(3)))
    y = 14
    for row, (count, inset) in enumerate(((10, 3), (9, 22), (7, 60), (4, 3))):
        width = (W - 2 * inset - (count - 1) * 6) / count
        for k in range(count):
            x = inset + k * (width + 6)
            if row == 3:
                widths = (44, 44, 200, 84)
                x, width = 3 + sum(widths[:k]) + 6 * k, widths[k]
            d.rounded_rectangle([p(x), p(y), p(x + width), p(y + 42)], radius=p(6),
                                fill=(253, 253, 253))
            label = 8 if row < 3 else min(width - 12, 30)
            d.rectangle([p(x + width / 2 - label / 2), p(y + 9), p(x + width / 2 + label / 2),
                         p(y + 33)], fill=(30, 30, 30))
        y += 54
    for x in (22, W - 46):
        d.ellipse([p(x), p(KEYBOARD - 52), p(x + 24), p(KEYBOARD - 28)], fill=(35, 35, 35))
        d.ellipse([p(x + 4), p(KEYBOARD - 48), p(x + 20), p(KEYBOARD - 32)], fill=PANEL)
    mask = Image.new("L", panel.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, W * S - 1, p(KEYBOARD) + 40], radius=p(24),
                                           fill=255)
    return panel, mask


def draw(keyboard, keyboard_top, bar_bottom, focused):
    p = lambda v: round(v * S)
    img = Image.new("RGB", (W * S, H * S), PAGE)
    d = ImageDraw.Draw(img)
    # A header and lines of chat text on the upper page.
    d.rectangle([0, 0, p(W), p(96)], fill=(250, 250, 250))
    d.line([0, p(96), p(W), p(96)], fill=(225, 225, 225), width=S)
    y = 120
    while y < 430:
        for right in (330, 280):
            d.rectangle([p(60), p(y), p(right), p(y + 9)], fill=(70, 70, 70))
            y += 18
        y += 20
    # The composer: a pill with a 1 pt border, an attach button and a placeholder.
    top = bar_bottom - PILL
    border = (40, 170, 120) if focused else (200, 200, 200)
    d.rounded_rectangle([p(16), p(top), p(W - 16), p(bar_bottom)], radius=p(PILL / 2),
                        fill=(252, 252, 252), outline=border, width=S)
    d.rectangle([p(60), p(top + 19), p(170), p(top + 29)], fill=(170, 170, 170))
    d.ellipse([p(26), p(top + 14), p(46), p(top + 34)], fill=(120, 120, 120))
    if keyboard_top < H:
        img.paste(keyboard[0], (0, p(keyboard_top)), keyboard[1])
    return img


def main():
    out60, out30, truth_path = sys.argv[1:4]
    keyboard = keyboard_image()
    frames = []
    with tempfile.TemporaryDirectory() as work:
        for i in range(END * 60 // 1000):
            t = i * 1000 / 60
            pr = progress(t)
            keyboard_top = H - KEYBOARD * (1 - pr)
            bar_bottom = keyboard_top - GAP_UP - pr * (GAP_DOWN - GAP_UP)
            if SHOW <= t < SHOW + COVERED:
                bar_bottom = H - GAP_DOWN
            focused = SHOW <= t < HIDE + MOTION
            draw(keyboard, keyboard_top, bar_bottom, focused).save(
                os.path.join(work, f"{i:04d}.png"))
            frames.append(dict(timeMs=t, keyboardTop=keyboard_top, barBottom=bar_bottom))
        scripted_motion.encode_60_and_30(work, out60, out30)
    with open(truth_path, "w") as f:
        json.dump({"scale": S, "screen": [W, H], "frames": frames}, f)


if __name__ == "__main__":
    main()
