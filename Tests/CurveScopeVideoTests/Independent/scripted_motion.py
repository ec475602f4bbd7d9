"""What the drawn recordings share, written here once, independently of the Swift code under
test: the keyboard's scripted motion (a cubic ease in and out of each show and hide) and the
encoding of 60 fps drawn frames into H.264 at 60 and 30 frames a second."""

import os
import subprocess


def ease(x):
    """Ease in and out (cubic) of x in 0...1, clamped."""
    x = min(1.0, max(0.0, x))
    return 4 * x ** 3 if x < 0.5 else 1 - (-2 * x + 2) ** 3 / 2


def progress(t, show, hide, motion):
    """The keyboard's progress towards hidden (0 up, 1 hidden) at t ms: it shows at `show` and
    hides at `hide`, each motion lasting `motion` ms."""
    if t < hide:
        return 1 - ease((t - show) / motion)
    return ease((t - hide) / motion)


def encode_60_and_30(work, out60, out30):
    """Encodes the PNG frames `work`/0000.png... drawn at 60 fps into H.264 at `out60` (every
    frame) and `out30` (every second frame)."""
    for path, keep in ((out60, 1), (out30, 2)):
        subprocess.run(
            ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", "60", "-i",
             os.path.join(work, "%04d.png"), "-vf", f"select=not(mod(n\\,{keep}))",
             "-r", str(60 // keep), "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20",
             path], check=True)
