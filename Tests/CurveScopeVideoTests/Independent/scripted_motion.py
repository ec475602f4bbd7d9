"""The keyboard's scripted motion shared by the drawn recordings: a cubic ease in and out of
each show and hide, written here once, independently of the Swift code under test."""


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
