"""What the drawn recordings share, written here once, independently of the Swift code under
test: the keyboard's scripted motion (a cubic ease in and out of each show and hide), the
encoding of 60 fps drawn frames into H.264 at 60 and 30 frames a second, the encoding of drawn
frames into a 1 px/pt GIF as README recipes make one, and the truth file."""

import json
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


def encode_gif(work, out, width, fps):
    """Encodes the PNG frames `work`/0000.png... into a GIF at `out` of `fps` frames a second,
    scaled by area to `width` pixels, with one palette of 256 colours and ordered dithering."""
    subprocess.run(
        ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", str(fps), "-i",
         os.path.join(work, "%04d.png"), "-vf",
         f"scale={width}:-2:flags=area,split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=bayer",
         out], check=True)


def write_truth(path, scale, screen, frames):
    """Writes the truth: pixels per point, the screen's size in points, and every frame."""
    with open(path, "w") as f:
        json.dump({"scale": scale, "screen": list(screen), "frames": frames}, f)
