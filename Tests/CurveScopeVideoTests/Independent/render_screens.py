#!/usr/bin/env python3
"""Independent screen-recording maker for CurveScope's detector tests.

Draws phone screens with Pillow -- written separately from CurveScope's own drawing, with other
apps' looks (WhatsApp-, Telegram-, Slack-, Gboard-like bars and keyboards, wallpapers, other
fonts and key layouts) -- animates a keyboard rising with UIKit's keyboard spring and an input bar
following it with its own timing, and encodes the frames with the ffmpeg command-line tool
(variable frame rate through the concat demuxer, optional JPEG round trips before encoding,
optional rotation into landscape-coded frames, optional downscaling like iPhone recordings).

Usage: render_screens.py STYLE OUTPUT.mp4 TRUTH.json
Writes the video and a JSON file with the true keyboard top and bar bottom (screen points, y
down) of every frame, and the points-per-pixel scale, rotation and anything else the test needs.
"""
import io
import json
import math
import os
import random
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw, ImageFont

FONTS = "/usr/share/fonts/truetype/dejavu/"


def spring(t):
    """UIKit's keyboard curve 7: critically damped spring, mass 3, stiffness 1000."""
    if t <= 0:
        return 0.0
    if t >= 0.5:
        return 1.0
    w = math.sqrt(1000 / 3)
    return 1 - (1 + w * t) * math.exp(-w * t)


def ease_in_out(t, duration):
    """Cubic Bezier (0.42, 0, 0.58, 1) by bisection on x."""
    if t <= 0:
        return 0.0
    if t >= duration:
        return 1.0
    x = t / duration
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        bx = 3 * mid * (1 - mid) ** 2 * 0.42 + 3 * mid ** 2 * (1 - mid) * 0.58 + mid ** 3
        if bx < x:
            lo = mid
        else:
            hi = mid
    u = (lo + hi) / 2
    return 3 * u ** 2 * (1 - u) + u ** 3


# The dark-bar styles' screen, motion times and look (a messenger's dark theme).
DARK_BAR = dict(
    screen=(375, 812), scale=2, keyboard=300, bar=50, lead=0.15, hide=1.0, length=1.55,
    app=(15, 22, 33), gradient=True, bar_bg=(33, 33, 35), hairline=(50, 50, 52),
    field=(24, 24, 26), field_border=(60, 60, 62),
    kb_bg=(43, 43, 45), key=(95, 95, 99), fkey=(62, 62, 66), label=(255, 255, 255),
    layout="ios", font="DejaVuSansCondensed.ttf", fps=60, crf=30)

STYLES = {
    # name: screen (pt), scale, colours, keyboard kind, bar kind, motion, encoding options
    "whatsapp-light": dict(
        screen=(390, 844), scale=3, keyboard=336, bar=56,
        app=(236, 229, 221), wallpaper=True, bar_bg=(246, 246, 246), hairline=(210, 210, 210),
        field=(255, 255, 255), field_border=(220, 220, 220),
        kb_bg=(206, 210, 217), key=(252, 252, 254), fkey=(171, 177, 186), label=(0, 0, 0),
        layout="ios", font="DejaVuSerif.ttf", motion="ease", fps="vfr", crf=26),
    # The light look's bar in an app that ignores the safe area (it rests on the screen's
    # bottom, the home indicator over its text field's lower rows), shown at 0.15 s in sync.
    "light-bar-on-home-indicator": dict(
        screen=(390, 844), scale=3, keyboard=336, bar=56, lead=0.15, length=1.0,
        app=(236, 229, 221), wallpaper=True, bar_bg=(246, 246, 246), hairline=(210, 210, 210),
        field=(255, 255, 255), field_border=(220, 220, 220),
        kb_bg=(206, 210, 217), key=(252, 252, 254), fkey=(171, 177, 186), label=(0, 0, 0),
        layout="ios", font="DejaVuSerif.ttf", motion="sync", fps=60, crf=26),
    "telegram-dark": dict(
        screen=(393, 852), scale=3, keyboard=336, bar=50,
        app=(15, 22, 33), gradient=True, bar_bg=(33, 33, 35), hairline=(50, 50, 52),
        field=(24, 24, 26), field_border=(60, 60, 62),
        kb_bg=(43, 43, 45), key=(95, 95, 99), fkey=(62, 62, 66), label=(255, 255, 255),
        layout="ios", font="DejaVuSansCondensed.ttf", motion="lag", fps=60, crf=30),
    "slack-light-same-colour-bar": dict(
        screen=(375, 812), scale=3, keyboard=291, bar=64,
        app=(255, 255, 255), bar_bg=(255, 255, 255), hairline=(221, 221, 221),
        field=(248, 248, 248), field_border=(200, 200, 200),
        kb_bg=(209, 212, 218), key=(255, 255, 255), fkey=(173, 179, 188), label=(20, 20, 20),
        layout="ios", font="DejaVuSansMono.ttf", motion="sync", fps=120, crf=22),
    "gboard-dark-jpeg": dict(
        screen=(390, 844), scale=3, keyboard=300, bar=52,
        app=(0, 0, 0), bar_bg=(28, 28, 30), hairline=(56, 56, 58),
        field=(44, 44, 46), field_border=(44, 44, 46),
        kb_bg=(32, 33, 36), key=(60, 64, 67), fkey=(48, 51, 54), label=(232, 234, 237),
        layout="gboard", font="DejaVuSans.ttf", motion="ease", fps=60, crf=28, jpeg=35),
    "rotated-landscape-coded": dict(
        screen=(375, 667), scale=2, keyboard=260, bar=48,
        app=(242, 242, 247), bar_bg=(249, 249, 249), hairline=(190, 190, 195),
        field=(255, 255, 255), field_border=(199, 199, 204),
        kb_bg=(210, 213, 219), key=(255, 255, 255), fkey=(172, 179, 188), label=(0, 0, 0),
        layout="ios", font="DejaVuSans-Bold.ttf", motion="ease", fps=60, crf=24, rotate=90),
    # Landscape screens (the keyboard wide and short), the bar resting on the safe-area inset
    # with the keyboard hidden, and still frames before the keyboard moves.
    "landscape-sync": dict(
        screen=(844, 390), scale=3, keyboard=200, bar=44, safe=21, lead=0.15,
        app=(242, 242, 247), bar_bg=(249, 249, 249), hairline=(190, 190, 195),
        field=(255, 255, 255), field_border=(199, 199, 204),
        kb_bg=(210, 213, 219), key=(255, 255, 255), fkey=(172, 179, 188), label=(0, 0, 0),
        layout="ios", font="DejaVuSans.ttf", motion="sync", fps=60, crf=24),
    # A follower on its own 0.25 s ease-in-out: the spring covers it, then it overtakes.
    "landscape-late-follower": dict(
        screen=(667, 375), scale=2, keyboard=200, bar=44, lead=0.15, home=False,
        app=(255, 255, 255), bar_bg=(249, 249, 249), hairline=(190, 190, 195),
        field=(255, 255, 255), field_border=(199, 199, 204),
        kb_bg=(210, 213, 219), key=(255, 255, 255), fkey=(172, 179, 188), label=(0, 0, 0),
        layout="ios", font="DejaVuSans.ttf", motion="ease", fps=60, crf=24),
    # A layout that does not move for the keyboard: the bar stays on the safe-area inset and
    # the keyboard rises over it (a wallpaper's dots above the keyboard stand still).
    "bar-left-under-keyboard": dict(
        screen=(375, 667), scale=2, keyboard=260, bar=50, lead=0.15,
        app=(236, 229, 221), wallpaper=True, bar_bg=(246, 246, 246), hairline=(210, 210, 210),
        field=(255, 255, 255), field_border=(220, 220, 220),
        kb_bg=(206, 210, 217), key=(252, 252, 254), fkey=(171, 177, 186), label=(0, 0, 0),
        layout="ios", font="DejaVuSerif.ttf", motion="still", fps=60, crf=26, home=False),
    # A bar that grows a line of text while the keyboard is up (its field 22 pt taller from
    # 0.9 s, the messages above it pushed up), on an iPhone X-sized screen at 2 px/pt.
    "bar-grows-a-line": dict(
        screen=(375, 812), scale=2, keyboard=336, bar=56, safe=34, lead=0.15, length=1.6,
        grow=(0.9, 22),
        app=(236, 229, 221), wallpaper=True, bar_bg=(246, 246, 246), hairline=(210, 210, 210),
        field=(255, 255, 255), field_border=(220, 220, 220),
        kb_bg=(206, 210, 217), key=(252, 252, 254), fkey=(171, 177, 186), label=(0, 0, 0),
        layout="ios", font="DejaVuSerif.ttf", motion="sync", fps=60, crf=26),
    # A keyboard that grows 24 pt 0.6 s after it came to rest (a suggestion strip shown, another
    # keyboard) while the bar, in sync as it rose, ignores the change: covered by 24 pt.
    "keyboard-grows-over-bar": dict(
        screen=(375, 812), scale=2, keyboard=300, bar=56, safe=34, lead=0.15, length=1.5,
        keyboard_grows=(0.95, 24),
        app=(255, 255, 255), bar_bg=(247, 247, 247), hairline=(200, 200, 200),
        field=(255, 255, 255), field_border=(205, 205, 210),
        kb_bg=(209, 212, 217), key=(255, 255, 255), fkey=(172, 178, 188), label=(0, 0, 0),
        layout="ios", font="DejaVuSans.ttf", motion="sync", fps=60, crf=24),
    # A dark bar on a dark keyboard, 10 levels apart (a messenger's dark theme), in an app that
    # ignores the safe area (the bar rests on the screen's bottom, under the home indicator),
    # shown at 0.15 s and hidden at 1.0 s: the keyboard's plain first points, nearly hidden,
    # barely differ from the bar above them.
    "dark-bar-show-hide": dict(DARK_BAR, motion="sync"),
    # The same look with a bar that waits 0.2 s on the safe-area inset while the keyboard rises
    # over it, then jumps up, and trails the hide by 0.15 s (a layout that waits for its own
    # animation).
    "dark-bar-choppy": dict(DARK_BAR, safe=34, motion="choppy"),
    "downscaled-recording": dict(
        screen=(375, 812), scale=3, keyboard=336, bar=52, downscale=(886, 1920),
        app=(250, 250, 250), bar_bg=(240, 240, 240), hairline=(200, 200, 200),
        field=(255, 255, 255), field_border=(205, 205, 205),
        kb_bg=(208, 211, 217), key=(255, 255, 255), fkey=(170, 177, 187), label=(0, 0, 0),
        layout="ios", font="DejaVuSerifCondensed.ttf", motion="sync", fps="vfr", crf=23),
}


def bar_motion(kind, t, travel):
    """Fraction of the travel the bar has made at t seconds."""
    if kind == "sync":
        return spring(t)
    if kind == "ease":
        return ease_in_out(t, 0.25)
    if kind == "still":  # a layout that does not move for the keyboard
        return 0.0
    if kind == "lag":  # a follower one 60 Hz frame late
        return spring(t - 1 / 60)
    if kind == "lag2":  # a follower two 60 Hz frames late
        return spring(t - 2 / 60)
    raise ValueError(kind)

# The Gboard-like look's bar on the safe-area inset, shown at 0.15 s and hidden at 1.2 s in sync
# (its gap interpolated between the keyboard's resting places).
STYLES["gboard-dark-on-inset"] = dict(
    STYLES["gboard-dark-jpeg"], safe=34, lead=0.15, hide=1.2, length=1.8, motion="sync")
# The same look in an app that ignores the safe area (the bar on the screen's bottom, under the
# home indicator), shown at 0.15 s in sync, then dragged half down by a finger at 1.0 s and let
# go; 60 fps, for a 30 fps copy.
STYLES["gboard-dark-bottom-bar-drag"] = dict(
    STYLES["gboard-dark-jpeg"], lead=0.15, length=1.85, motion="sync", drag=1.0)

# The same look with the bar on the screen's bottom, shown at 0.15 s and hidden at 1.2 s in sync:
# with the keyboard hidden, the bar's plain bottom rows on the screen's bottom match the
# keyboard's plain toolbar strip a sliver high.
STYLES["gboard-dark-bottom-bar"] = dict(
    STYLES["gboard-dark-jpeg"], lead=0.15, hide=1.2, length=1.85, motion="sync")
# The same with the bar two 60 Hz frames late both ways: the keyboard's plain toolbar settles
# under the bar's plain bottom rows.
STYLES["gboard-dark-bottom-bar-lag"] = dict(STYLES["gboard-dark-bottom-bar"], motion="lag2")
# The dark messenger look shown at 0.15 s in sync, its field growing 40 pt (two lines of text)
# from 0.8 s while the keyboard rests up.
STYLES["telegram-dark-grows"] = dict(
    STYLES["telegram-dark"], lead=0.15, length=1.6, grow=(0.8, 40), motion="sync")
# The light look whose bar has the page's colour, shown at 0.15 s and hidden at 1.2 s in sync, at
# 60 fps: with the keyboard hidden the bar rests on the screen's bottom, the home indicator over
# its text field's lower border.
STYLES["slack-light-bar-on-bottom"] = dict(
    STYLES["slack-light-same-colour-bar"], lead=0.15, hide=1.2, length=1.85, fps=60)

# The dark messenger look a 60 Hz frame late both ways, shown at 0.15 s and hidden at 1.2 s: in a
# 15 fps copy the show's overlap falls on one frame.
STYLES["telegram-dark-lag-show-hide"] = dict(
    STYLES["telegram-dark"], lead=0.15, hide=1.2, length=1.85)
# The dark messenger look in sync, shown at 0.15 s and hidden at 1.2 s: near the end of the hide
# the keyboard's plain first points lie under the home indicator, 10 levels from the bar above.
STYLES["telegram-dark-show-hide"] = dict(
    STYLES["telegram-dark"], lead=0.15, hide=1.2, length=1.85, motion="sync")
# The dark messenger look whose bar follows on its own 0.25 s ease-in-out, shown at 0.15 s and
# hidden at 1.2 s: the rising keyboard covers the bar (its plain lower rows the page's level)
# for the show's first frames, and the bar trails the hide.
STYLES["telegram-dark-ease-show-hide"] = dict(
    STYLES["telegram-dark"], lead=0.15, hide=1.2, length=1.85, motion="ease")


def keyboard_progress(style, t):
    """Fraction of its height the keyboard shows at t seconds (a hide from style["hide"]; a
    finger's drag from style["drag"]: at that time, half the keyboard down over 0.3 s, held
    0.1 s, then let go)."""
    drag = style.get("drag")
    if drag is not None and t >= drag:
        if t < drag + 0.3:
            return 1 - 0.5 * (t - drag) / 0.3
        if t < drag + 0.4:
            return 0.5
        return 0.5 + 0.5 * spring(t - drag - 0.4)
    hide = style.get("hide")
    if hide is not None and t >= hide:
        return 1 - spring(t - hide)
    return spring(t - style.get("lead", 0.0))


def bar_progress(style, t):
    """Fraction of its travel the bar has made at t seconds."""
    kind, lead, hide = style["motion"], style.get("lead", 0.0), style.get("hide")
    if kind == "sync" and style.get("drag") is not None and t >= style["drag"]:
        return keyboard_progress(style, t)  # rides the dragged keyboard
    if hide is not None and t >= hide:
        if kind == "choppy":  # trails the hide by 0.15 s
            return 1 - spring(t - hide - 0.15)
        return 1 - bar_motion(kind, t - hide, style["keyboard"])
    if kind == "choppy":  # waits 0.2 s, then jumps in 0.05 s
        return min(1.0, max(0.0, (t - lead - 0.2) / 0.05))
    return bar_motion(kind, t - lead, style["keyboard"])


def frame_times(fps, lead=0.0, length=0.62):
    if fps == "vfr":
        rng = random.Random(7)
        times, t = [], 0.0
        while t <= length + lead:
            times.append(t)
            t += rng.choice([5, 5, 10, 15, 7]) / 600  # 8.3, 16.7, 25 and 11.7 ms
        return times
    return [k / fps for k in range(int((length + lead) * fps) + 1)]


def draw_screen(style, keyboard_top, bar_bottom, t):
    w, h = style["screen"]
    s = style["scale"]
    img = Image.new("RGB", (w * s, h * s), style["app"])
    d = ImageDraw.Draw(img)
    font = ImageFont.truetype(FONTS + style["font"], 16 * s)
    small = ImageFont.truetype(FONTS + style["font"], 14 * s)
    P = lambda v: int(round(v * s))
    # App content: wallpaper or gradient, then bubbles stacked above the bar.
    if style.get("wallpaper"):
        rng = random.Random(3)
        for _ in range(500):
            x, y = rng.uniform(6, w - 6), rng.uniform(90, h)
            d.ellipse([P(x - 2), P(y - 2), P(x + 2), P(y + 2)], fill=(222, 214, 204))
    if style.get("gradient"):
        for y in range(P(90), h * s):
            k = y / (h * s)
            d.line([(P(6), y), (w * s - P(6), y)], fill=(int(15 + 20 * k), int(22 + 10 * k), int(33 + 30 * k)))
    grown = 0.0
    if "grow" in style:
        start, extra = style["grow"]
        grown = extra * spring(t - start)
    bar_top = bar_bottom - style["bar"] - grown
    y = bar_top - 12
    texts = ["Did the fix land?", "Not yet, the bar still jumps", "Can you record it?",
             "Sure, one sec", "Here: keyboard covers it", "Ugh. Again?"]
    dark = sum(style["app"]) < 200
    for i, text in enumerate(reversed(texts)):
        mine = i % 2 == 0
        tw = d.textlength(text, font=font) / s + 24
        top = y - 38
        x0 = w - 10 - tw if mine else 10
        colour = (0, 132, 255) if mine else ((38, 38, 40) if dark else (255, 255, 255))
        d.rounded_rectangle([P(x0), P(top), P(x0 + tw), P(y)], radius=P(16), fill=colour)
        d.text((P(x0 + 12), P(top + 9)), text, font=font,
               fill=(255, 255, 255) if mine or dark else (10, 10, 10))
        y = top - 10
        if y < 100 or h < 500:
            break
    # Status and navigation bars.
    d.rectangle([0, 0, w * s, P(88)], fill=style["bar_bg"])
    d.line([(0, P(88)), (w * s, P(88))], fill=style["hairline"], width=max(1, s // 2))
    d.text((P(30), P(14)), "9:41", font=small, fill=style["label"])
    d.text((P(w / 2 - 30), P(56)), "Team chat", font=small, fill=style["label"])
    # Input bar: hairline, background, field, icons.
    d.rectangle([0, P(bar_top), w * s, P(bar_bottom) - 1], fill=style["bar_bg"])
    d.rectangle([0, P(bar_top), w * s, P(bar_top) + max(1, s // 2) - 1], fill=style["hairline"])
    fy0, fy1 = bar_top + 9, bar_bottom - 9
    d.rounded_rectangle([P(48), P(fy0), P(w - 84), P(fy1)], radius=P((fy1 - fy0) / 2),
                        fill=style["field"], outline=style["field_border"], width=max(1, s // 2))
    d.text((P(62), P(fy0 + 8)), "Type a message", font=small, fill=(142, 142, 147))
    d.ellipse([P(12), P(fy0 + 2), P(38), P(fy1 - 2)], outline=(0, 132, 255), width=P(2))
    for cx in (w - 62, w - 26):
        d.ellipse([P(cx - 12), P(fy0 + 2), P(cx + 12), P(fy1 - 2)], fill=(0, 132, 255))
    # Keyboard.
    if keyboard_top < h:
        draw_keyboard(d, style, keyboard_top, P, small)
    # Home indicator.
    if style.get("home", True):
        d.rounded_rectangle([P(w / 2 - 67), P(h - 13), P(w / 2 + 67), P(h - 8)], radius=P(2.5),
                            fill=(255, 255, 255) if dark else (0, 0, 0))
    return img


def draw_keyboard(d, style, top, P, font):
    w, h = style["screen"]
    kh = style["keyboard"]
    d.rectangle([0, P(top), w * P(1), h * P(1)], fill=style["kb_bg"])
    if style["layout"] == "gboard":
        # Toolbar with icons, then 4 rows of flatter keys with 2.5 pt corners.
        strip, row, margin, gap, radius = 40, 52, 4, 5, 2.5
        for i, cx in enumerate((30, 90, 150, 210, 270, 330)):
            d.ellipse([P(cx - 9), P(top + 12), P(cx + 9), P(top + 30)], outline=style["label"], width=P(1.5))
    else:
        strip, row, margin, gap, radius = 44, 54, 3, 6, 5
        if kh < 260:  # a landscape keyboard: a thinner strip and shorter rows
            strip, row = 36, (kh - 44) / 4
        for i, word in enumerate(("I", "Thanks", "Yes")):
            d.text((P(w * (2 * i + 1) / 6 - 12), P(top + 12)), word, font=font, fill=style["label"])
        for x in (w / 3, 2 * w / 3):
            d.line([(P(x), P(top + 12)), (P(x), P(top + 32))], fill=style["fkey"], width=1)
    key_h = row - 12
    rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    kw = (w - 2 * margin - 9 * gap) / 10
    for r, letters in enumerate(rows):
        y0 = top + strip + r * row + 6
        count = len(letters)
        start = (w - (count * kw + (count - 1) * gap)) / 2
        for i, ch in enumerate(letters):
            x0 = start + i * (kw + gap)
            d.rounded_rectangle([P(x0), P(y0 + 1), P(x0 + kw), P(y0 + key_h + 1)], radius=P(radius), fill=(0, 0, 0))
            d.rounded_rectangle([P(x0), P(y0), P(x0 + kw), P(y0 + key_h)], radius=P(radius), fill=style["key"])
            d.text((P(x0 + kw / 2 - 5), P(y0 + 10)), ch, font=font, fill=style["label"])
        if r == 2:
            for x0 in (margin, w - margin - 42):
                d.rounded_rectangle([P(x0), P(y0), P(x0 + 42), P(y0 + key_h)], radius=P(radius), fill=style["fkey"])
    y0 = top + strip + 3 * row + 6
    d.rounded_rectangle([P(margin), P(y0), P(margin + 88), P(y0 + key_h)], radius=P(radius), fill=style["fkey"])
    d.rounded_rectangle([P(margin + 94), P(y0), P(w - 100), P(y0 + key_h)], radius=P(radius), fill=style["key"])
    d.rounded_rectangle([P(w - 94), P(y0), P(w - margin), P(y0 + key_h)], radius=P(radius), fill=style["fkey"])


def main():
    name, output, truth_path = sys.argv[1:4]
    style = STYLES[name]
    w, h = style["screen"]
    kb_height = style["keyboard"]
    lead, safe = style.get("lead", 0.0), style.get("safe", 0)
    times = frame_times(style["fps"], lead, style.get("length", 0.62))
    truth = []
    # Frames sit on a 600 Hz grid (every time above is a whole number of 1/600 s); the image
    # sequence fills the grid (unused ticks link to a drawn frame) and ffmpeg's select filter
    # keeps the drawn ticks with their own timestamps: a variable-frame-rate H.264 MP4.
    ticks = [round(t * 600) for t in times]
    with tempfile.TemporaryDirectory() as work:
        for index, t in enumerate(times):
            keyboard_top = h - kb_height * keyboard_progress(style, t)
            if "keyboard_grows" in style:  # the bar ignores it
                start, extra = style["keyboard_grows"]
                keyboard_top -= extra * spring(t - start)
            bar_bottom = h - safe - (kb_height - safe) * bar_progress(style, t)
            img = draw_screen(style, keyboard_top, bar_bottom, t)
            if "downscale" in style:
                img = img.resize(style["downscale"], Image.LANCZOS)
            if "jpeg" in style:
                buffer = io.BytesIO()
                img.save(buffer, "JPEG", quality=style["jpeg"])
                img = Image.open(io.BytesIO(buffer.getvalue())).convert("RGB")
            if style.get("rotate") == 90:
                img = img.transpose(Image.ROTATE_90)  # stored landscape; shown turned 90° clockwise
            img.save(os.path.join(work, f"{ticks[index]:05d}.png"))
            truth.append({"timeMs": ticks[index] / 0.6, "keyboardTop": keyboard_top, "barBottom": bar_bottom,
                          # The first row below the text field's border (the bar's lowest
                          # visible edge when its background is the page's colour).
                          "fieldBottom": (round((bar_bottom - 9) * style["scale"]) + 1) / style["scale"]})
        drawn = set(ticks)
        last = ticks[0]
        for tick in range(ticks[-1] + 1):
            if tick in drawn:
                last = tick
            else:
                os.symlink(os.path.join(work, f"{last:05d}.png"), os.path.join(work, f"{tick:05d}.png"))
        # Evenly spaced ticks by one expression (a long list of terms passes the filter's limit).
        steps = {b - a for a, b in zip(ticks, ticks[1:])}
        keep = (f"not(mod(n\\,{steps.pop()}))" if len(steps) == 1 and ticks[0] == 0
                else "+".join(f"eq(n\\,{tick})" for tick in ticks))
        subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", "600",
                        "-i", os.path.join(work, "%05d.png"), "-vf", f"select='{keep}',pad=ceil(iw/2)*2:ceil(ih/2)*2",
                        "-fps_mode", "vfr", "-c:v", "libx264", "-pix_fmt", "yuv420p",
                        "-crf", str(style["crf"]), "-video_track_timescale", "600", output], check=True)
    scale = style["downscale"][1] / h if "downscale" in style else style["scale"]
    with open(truth_path, "w") as f:
        json.dump({"style": name, "scale": scale, "barHeight": style["bar"], "rotate": style.get("rotate", 0),
                   "screen": [w, h], "frames": truth}, f)


if __name__ == "__main__":
    main()
