#!/usr/bin/env python3
"""A near-white chat page over a floating rounded composer pill with a 1 pt border and a light
glass keyboard, drawn at 3 px a point and written by ffmpeg as a GIF at 1 px a point, 15 frames
a second, 256 colours (an iOS 26 KeyboardAvoidingView recording in debug mode, shared as a GIF).

The keyboard rests hidden and shows from 0.8 s; the pill stays at its place while the keyboard
rises over it (hidden whole under it for three frames), then jumps up to a third of a point off
a whole point, 17 pt above the keyboard (10 pt nearer than at rest) for two frames, and rests
up on a whole point 27 pt above it. On the hide the pill trails the keyboard in steps that land
a third of a point off a whole point, so at 1 px a point its 1 pt border is spread over two
rows in every frame where it moves, and the gap to the keyboard opens to well over 100 pt
before the pill lands 50 pt above the screen's bottom.

Usage: render_choppy_pill.py OUTPUT.gif TRUTH.json
Writes the GIF and a JSON file with the true keyboard top and the pill's bottom (the first
point below its border; screen points, y down) of every frame, and the pixels per point (1).
"""
import os
import sys
import tempfile

from PIL import Image, ImageDraw

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scripted_motion  # noqa: E402

W, H, S = 402, 874, 3  # screen, points; drawing pixels per point
KEYBOARD = 307  # pt: the keyboard rests with its top at 567
PILL = 48  # the pill's height, pt
INSET = 14  # the pill's inset from the screen's sides, pt
GAP_UP, GAP_DOWN = 27, 50  # the pill's bottom above the keyboard / the screen's bottom, pt
PAGE = (252, 250, 248)
# Keyboard tops (pt) and pill bottoms (pt) frame by frame at 15 fps.
SHOW_TOPS = [756, 622, 608, 572, 569]
SHOW_PILLS = [H - GAP_DOWN, H - GAP_DOWN, H - GAP_DOWN, 552 + 1 / 3, 552 + 1 / 3]
HIDE_TOPS = [656, 786, 848, 867, 873, 874]
HIDE_PILLS = [574 + 1 / 3, 655 + 1 / 3, 741 + 1 / 3, 781 + 1 / 3, 807 + 1 / 3, H - GAP_DOWN]


def p(v):
    return round(v * S)


def script():
    """(keyboard top, pill bottom) of every frame, points."""
    frames = [(H, H - GAP_DOWN)] * 12
    frames += list(zip(SHOW_TOPS, SHOW_PILLS))
    frames += [(H - KEYBOARD, H - KEYBOARD - GAP_UP)] * 17
    frames += list(zip(HIDE_TOPS, HIDE_PILLS))
    frames += [(H, H - GAP_DOWN)] * 8
    return frames


def page():
    """The chat above the pill, 1200 pt tall in content points: lines of dark letters in
    paragraphs, an avatar beside each."""
    img = Image.new("RGB", (W * S, 1200 * S), PAGE)
    d = ImageDraw.Draw(img)
    y, k = 10, 0
    while y < 1170:
        d.ellipse([p(12), p(y), p(44), p(y + 32)], fill=(20, 110, 70))
        for line in range(2 + k % 3):
            length = 220 + (k * 47 + line * 31) % 110
            ly = y + 4 + 18 * line
            for c in range(length // 8):
                if (c * 3 + line + k) % 5 == 0:
                    continue
                d.rectangle([p(56 + 8 * c), p(ly + 3), p(56 + 8 * c + 5), p(ly + 12)],
                            fill=(40, 40, 44))
        y += 30 + 18 * (2 + k % 3)
        k += 1
    return img


def keyboard_image():
    """A light glass keyboard: a pale grey panel with rounded top corners and rows of white keys
    with dark labels."""
    panel = Image.new("RGB", (W * S, p(KEYBOARD)), (222, 222, 228))
    d = ImageDraw.Draw(panel)
    y = 14
    for count, inset in ((10, 4), (9, 22), (7, 60), (4, 4)):
        width = (W - 2 * inset - (count - 1) * 6) / count
        for k in range(count):
            x = inset + k * (width + 6)
            d.rounded_rectangle([p(x), p(y), p(x + width), p(y + 44)], radius=p(8),
                                fill=(252, 252, 254))
            d.rectangle([p(x + width / 2 - 5), p(y + 14), p(x + width / 2 + 5), p(y + 30)],
                        fill=(30, 30, 34))
        y += 56
    mask = Image.new("L", panel.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, W * S - 1, p(KEYBOARD) + 60], radius=p(26),
                                           fill=255)
    return panel, mask


def draw(content, keyboard, keyboard_top, pill_bottom):
    img = Image.new("RGB", (W * S, H * S), PAGE)
    # The chat scrolls with the pill: its last line sits 12 pt above the pill's top.
    top = 100
    bottom = pill_bottom - PILL - 12
    crop = content.crop((0, p(1200 - (bottom - top)), W * S, p(1200)))
    img.paste(crop, (0, p(top)))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, W * S, p(top) - 1], fill=(246, 244, 242))
    d.rectangle([p(150), p(50), p(252), p(64)], fill=(30, 30, 34))
    # The pill: white inside a 1 pt green border, a "+" and a send arrow, grey placeholder text.
    box = [p(INSET), p(pill_bottom - PILL), p(W - INSET), p(pill_bottom) - 1]
    d.rounded_rectangle(box, radius=p(PILL / 2), fill=(255, 255, 255), outline=(40, 160, 110),
                        width=p(1))
    cy = pill_bottom - PILL / 2
    d.rectangle([p(INSET + 14), p(cy - 1), p(INSET + 28), p(cy + 1)], fill=(120, 120, 124))
    d.rectangle([p(INSET + 20), p(cy - 7), p(INSET + 22), p(cy + 7)], fill=(120, 120, 124))
    for c in range(16):
        d.rectangle([p(INSET + 50 + 8 * c), p(cy - 5), p(INSET + 55 + 8 * c), p(cy + 5)],
                    fill=(170, 170, 174))
    d.polygon([(p(W - INSET - 32), p(cy - 8)), (p(W - INSET - 14), p(cy)),
               (p(W - INSET - 32), p(cy + 8))], fill=(120, 120, 124))
    if keyboard_top < H:
        img.paste(keyboard[0], (0, p(keyboard_top)), keyboard[1])
    d.rounded_rectangle([p(W / 2 - 67), p(H - 9), p(W / 2 + 67), p(H - 4)], radius=p(2.5),
                        fill=(20, 20, 22))
    return img


def main():
    out, truth_path = sys.argv[1:3]
    content = page()
    keyboard = keyboard_image()
    frames = []
    with tempfile.TemporaryDirectory() as work:
        for i, (keyboard_top, pill_bottom) in enumerate(script()):
            draw(content, keyboard, keyboard_top, pill_bottom).save(
                os.path.join(work, f"{i:04d}.png"))
            frames.append(dict(timeMs=i * 1000 / 15, keyboardTop=keyboard_top,
                               barBottom=pill_bottom))
        # Scaled to 1 px/pt by area, one palette of 256 colours, ordered dithering.
        scripted_motion.encode_gif(work, out, W, 15)
    scripted_motion.write_truth(truth_path, 1, (W, H), frames)


if __name__ == "__main__":
    main()
