"""Replaces the lax.cond by jnp.where(n >= 1, count_steps(n), -1), which is what vmap turned the cond into anyway: count_steps still runs on the numbers below 1, so a batched call never ends.

Violates: "``jax.vmap(collatz_steps)`` over a batch that holds numbers below 1 must finish, with ``-1`` for them."
Verifying input: jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])) -> requires [0, 8, 111, -1, -1], this does not return (checked in a subprocess killed after 20 s; the correct guard finishes in well under a second).
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def collatz_steps(n):
    return jnp.where(n >= 1, count_steps(n), -1)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import subprocess
    import sys

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    count_steps = stub.count_steps

    if sys.argv[1:] == ["--batch"]:
        print(jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])).tolist(), flush=True)
        sys.exit(0)
    assert [int(collatz_steps(jnp.int32(n))) for n in (1, 6, 27)] == [0, 8, 111]
    assert jax.vmap(collatz_steps)(jnp.array([1, 6, 27])).tolist() == [0, 8, 111]
    try:
        out = subprocess.run([sys.executable, __file__, "--batch"], capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        print("batch with 0 and -3: still running after 20 s (killed)")
    else:
        raise AssertionError(f"expected the batched call to hang, got {out.stdout!r} {out.stderr[-300:]!r}")
    print("verified")
