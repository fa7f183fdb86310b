"""Where the time of a few checks goes on whatever machine this runs on: `slow_work`'s sizing, then cProfile.

Made for the slowest checks of a lent accelerator (`slowest_checks` in accelerator_check.py's report): it
prints, first, the side `slow_work` grows to from each CPU size the specs use and what one call of it takes
there, then runs `pytest autograder --target solutions -k EXPR` in this process under cProfile and prints the
functions with the most cumulative and own time.

    PYTHONPATH=. python benchmarks/profile_checks.py -k "waits_for_result or queues_ahead" --top 40
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def sizing() -> None:
    """`slow_size` for the specs' CPU sizes, how long growing it took, and one call's median seconds there."""
    import jax

    from autograder.checks import timing

    print(f"backend {jax.default_backend()}, {jax.devices()[0].device_kind}", flush=True)
    for cpu_size in (500, 600):
        started = time.monotonic()
        size = timing.slow_size(cpu_size)
        grown = time.monotonic() - started
        x = timing.slow_matrix(cpu_size)
        seconds = timing.grader_seconds(timing.slow_work, (x,), 5)
        print(f"slow_size({cpu_size}) = {size}: {grown:.2f} s to find, one call {seconds * 1e3:.1f} ms", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-k", required=True, help="pytest's -k expression: the checks to profile")
    parser.add_argument("--top", type=int, default=40, help="how many functions to print per ordering")
    parser.add_argument("--target", default="solutions")
    arguments = parser.parse_args(argv)
    os.environ.setdefault("JAXCOURSE_JOBS", "1")
    import pytest

    sizing()
    profile = cProfile.Profile()
    started = time.monotonic()
    plugin = [] if "autograder.pytest_plugin.plugin" in sys.modules else ["-p", "autograder.pytest_plugin.plugin"]
    try:
        import importlib.metadata

        installed = any(e.name == "jaxcourse" for e in importlib.metadata.entry_points(group="pytest11"))
    except Exception:
        installed = False
    profile.enable()
    code = pytest.main([*([] if installed else plugin), "autograder", "-q", "--target", str(ROOT / arguments.target),
                        "-k", arguments.k, "--durations=10", "-p", "no:cacheprovider"])
    profile.disable()
    print(f"pytest exit {code} after {time.monotonic() - started:.1f} s", flush=True)
    for order in ("cumulative", "tottime"):
        text = io.StringIO()
        pstats.Stats(profile, stream=text).sort_stats(order).print_stats(arguments.top)
        print(f"--- by {order} ---\n{text.getvalue()}", flush=True)
    return int(code)


if __name__ == "__main__":
    raise SystemExit(main())
