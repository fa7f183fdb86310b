"""Correct: keeps the lax.cond but hands it a clamped operand jnp.maximum(n, 1); under vmap both branches run, and count_steps now only ever sees numbers >= 1, so the loop ends and the select keeps -1 for n < 1.

Verifying input: compared with a pure-Python Collatz count for n = 1..300 plus 27, 97, 871, and -1 for n in -50..0, scalar (eager and jitted) and vmapped over mixed batches (with a subprocess timeout as a guard); dtype int32.
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n):
    n = jnp.asarray(n)
    return lax.cond(n >= 1, count_steps, _no_steps, jnp.maximum(n, jnp.ones_like(n)))


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import subprocess
    import sys
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    count_steps, _no_steps = stub.count_steps, stub._no_steps

    def ref(n):
        if n < 1:
            return -1
        s = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    if sys.argv[1:] == ["--batch"]:
        ns = np.concatenate([np.arange(-50, 301), [27, 97, 871]]).astype(np.int32)
        rng = np.random.default_rng(0); rng.shuffle(ns)
        got = jax.vmap(collatz_steps)(jnp.asarray(ns))
        assert got.dtype == jnp.int32
        assert np.array_equal(np.asarray(got), [ref(int(n)) for n in ns])
        assert jax.jit(jax.vmap(collatz_steps))(jnp.array([1, 6, 27, 0, -3])).tolist() == [0, 8, 111, -1, -1]
        print("batch ok", flush=True)
        sys.exit(0)
    for n in (1, 2, 6, 27, 0, -3, -1):
        for fn in (collatz_steps, jax.jit(collatz_steps)):
            r = fn(jnp.int32(n))
            assert r.dtype == jnp.int32 and r.shape == () and int(r) == ref(n)
    out = subprocess.run([sys.executable, __file__, "--batch"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "batch ok" in out.stdout, out.stderr[-500:]
    print("verified")
