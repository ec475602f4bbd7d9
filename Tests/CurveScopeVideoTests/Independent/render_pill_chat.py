#!/usr/bin/env python3
"""A dark chat under a floating glass pill and a light glass keyboard with rounded top corners,
drawn at 2 px a point and written by ffmpeg as a GIF at 1 px a point, 15 frames a second,
256 colours
(an iOS 26 chat recorded on an iPhone and shared as a README's GIF).

The chat's bubbles scroll with the pill, and the list ends at the pill's bottom while the
keyboard is hidden, so the bubbles that show between the pill and the keyboard while it rests up
are in no frame with it hidden. The pill is inset 16 pt from the screen's sides, a dark
translucent capsule with a light 1 pt rim and a purple send button; it rests 17 pt above the
keyboard and 35 pt above the screen's bottom with the keyboard hidden. The keyboard rests
hidden, shows over 350 ms from 0.8 s, rests up, hides over 350 ms from 2 s and rests hidden.

Usage: render_pill_chat.py OUTPUT.gif TRUTH.json
Writes the GIF and a JSON file with the true keyboard top and pill bottom (screen points, y
down) of every frame, and the pixels per point (1).
"""
import os
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFilter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scripted_motion  # noqa: E402

W, H, S = 402, 874, 2  # screen, points; drawing pixels per point
KEYBOARD = 308  # pt
PILL = 50  # the pill's height, pt
INSET = 16  # the pill's inset from the screen's sides, pt
GAP_UP, GAP_DOWN = 17, 35  # the pill's bottom above the keyboard / the screen's bottom, pt
PAGE = (44, 44, 48)
SHOW, HIDE, MOTION, END, STEP = 800, 2000, 350, 3000, 1000 / 15  # ms


def progress(t):
    """The keyboard's progress towards hidden (0 up, 1 hidden) at t ms."""
    return scripted_motion.progress(t, SHOW, HIDE, MOTION)


def p(v):
    return round(v * S)


def chat():
    """The chat's list, 1400 pt tall, in content points: bubbles of lines of letters, alternately
    on the left (light blue) and on the right (light grey)."""
    img = Image.new("RGB", (W * S, 1400 * S), PAGE)
    d = ImageDraw.Draw(img)
    y, k = 10, 0
    while y < 1380:
        lines = 1 + (k * 7) % 3
        width = 180 + (k * 53) % 140
        height = 14 + 20 * lines
        left = k % 2 == 0
        x = 10 if left else W - 10 - width
        fill = (100, 200, 250) if left else (238, 238, 244)
        d.rounded_rectangle([p(x), p(y), p(x + width), p(y + height)], radius=p(12), fill=fill)
        for line in range(lines):
            length = width - 24 - (line * 37 + k * 11) % 60
            ly = y + 9 + 20 * line
            for c in range(int(length // 7)):  # letters: dark marks with gaps between
                if (c * 5 + line + k) % 6 == 0:
                    continue
                d.rectangle([p(x + 12 + 7 * c), p(ly + 3), p(x + 16 + 7 * c), p(ly + 12)],
                            fill=(30, 30, 34))
        y += height + 12
        k += 1
    return img


def keyboard_image():
    """The keyboard: a light glass panel with a bright top rim, rounded top corners (16 pt),
    four rows of keys with dark labels."""
    panel = Image.new("RGB", (W * S, p(KEYBOARD)), (172, 172, 178))
    d = ImageDraw.Draw(panel)
    d.rectangle([0, 0, W * S, p(1) - 1], fill=(215, 215, 222))
    y = 24
    for count, inset in ((10, 3), (9, 22), (7, 60), (4, 3)):
        width = (W - 2 * inset - (count - 1) * 6) / count
        for k in range(count):
            x = inset + k * (width + 6)
            d.rounded_rectangle([p(x), p(y), p(x + width), p(y + 42)], radius=p(6),
                                fill=(240, 240, 244))
            label = 10 if width < 60 else 30
            d.rectangle([p(x + width / 2 - label / 2), p(y + 12), p(x + width / 2 + label / 2),
                         p(y + 30)], fill=(40, 40, 44))
        y += 54
    mask = Image.new("L", panel.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, W * S - 1, p(KEYBOARD) + 40], radius=p(16),
                                           fill=255)
    return panel, mask


def draw(content, keyboard, keyboard_top, pill_bottom):
    img = Image.new("RGB", (W * S, H * S), PAGE)
    # The list: scrolled up with the pill, under a 100 pt header, ending at the pill's bottom
    # with the keyboard hidden (and at the keyboard above that).
    shown = H - GAP_DOWN - pill_bottom
    clip = min(keyboard_top, H - GAP_DOWN)
    top = 100
    crop = content.crop((0, p(top + shown - 40), W * S, p(top + shown - 40) + p(clip - top)))
    img.paste(crop, (0, p(top)))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, W * S, p(top) - 1], fill=(36, 36, 40))
    d.rectangle([p(150), p(60), p(252), p(76)], fill=(230, 230, 230))
    # The pill: the content behind it blurred and darkened, a light rim, a send button.
    box = [p(INSET), p(pill_bottom - PILL), p(W - INSET), p(pill_bottom)]
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=p(PILL / 2), fill=255)
    glass = img.filter(ImageFilter.GaussianBlur(p(6)))
    glass = Image.blend(glass, Image.new("RGB", img.size, (70, 80, 95)), 0.6)
    img.paste(glass, (0, 0), mask)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius=p(PILL / 2), outline=(205, 205, 210), width=p(1))
    cx, cy = W - INSET - 30, pill_bottom - PILL / 2
    d.ellipse([p(cx - 17), p(cy - 17), p(cx + 17), p(cy + 17)], fill=(250, 250, 250))
    d.polygon([(p(cx - 8), p(cy)), (p(cx + 9), p(cy - 8)), (p(cx + 2), p(cy + 9))],
              fill=(140, 60, 230))
    if keyboard_top < H:
        img.paste(keyboard[0], (0, p(keyboard_top)), keyboard[1])
    # The home indicator, over everything.
    d.rounded_rectangle([p(W / 2 - 67), p(H - 13), p(W / 2 + 67), p(H - 8)], radius=p(2.5),
                        fill=(120, 120, 124))
    return img


def main():
    out, truth_path = sys.argv[1:3]
    content = chat()
    keyboard = keyboard_image()
    frames = []
    with tempfile.TemporaryDirectory() as work:
        for i in range(int(END / STEP)):
            t = i * STEP
            pr = progress(t)
            keyboard_top = round(H - KEYBOARD * (1 - pr))
            pill_bottom = round(keyboard_top - GAP_UP - pr * (GAP_DOWN - GAP_UP))
            draw(content, keyboard, keyboard_top, pill_bottom).save(
                os.path.join(work, f"{i:04d}.png"))
            frames.append(dict(timeMs=t, keyboardTop=keyboard_top, barBottom=pill_bottom))
        # Scaled to 1 px/pt by area, one palette of 256 colours, ordered dithering.
        scripted_motion.encode_gif(work, out, W, 15)
    scripted_motion.write_truth(truth_path, 1, (W, H), frames)


if __name__ == "__main__":
    main()
