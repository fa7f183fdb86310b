"""The student keeps the loop safe by counting from ``abs(n)`` and masking ``n < 1`` with ``jnp.where``; that rescues negative numbers but not ``0``, whose ``abs`` is still 0, so the batched loop never ends.

Violates: "``jax.vmap(collatz_steps)`` over a batch that holds numbers below 1 must finish, with ``-1`` for them" for "n: an int32 scalar".
Verifying input: jax.vmap(collatz_steps)(jnp.array([1, 6, 0])) -> requires [0, 8, -1], this never returns (count_steps(0) loops forever; here killed 3 s into the call).
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n)
    return jnp.where(n >= 1, count_steps(jnp.abs(n)), -1)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import subprocess
    import sys

    root = pathlib.Path(__file__).resolve().parents[4]
    stub_path = root / "exercises/08_vmap/vmap.py"
    spec = importlib.util.spec_from_file_location("_vmap_stub", stub_path)
    stub = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stub)
    count_steps = stub.count_steps

    assert int(collatz_steps(jnp.int32(27))) == 111 and int(collatz_steps(jnp.int32(-3))) == -1
    got = jax.jit(jax.vmap(collatz_steps))(jnp.array([1, 6, 27, -3, -8, 97], jnp.int32))
    assert got.dtype == jnp.int32 and got.tolist() == [0, 8, 111, -1, -1, 118], got
    # the violation: a 0 in the batch never finishes
    code = (
        "import importlib.util, jax, jax.numpy as jnp\n"
        "def load(name, path):\n"
        "    s = importlib.util.spec_from_file_location(name, path); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); return m\n"
        f"stub = load('_stub', {str(stub_path)!r}); mine = load('_mine', {str(pathlib.Path(__file__).resolve())!r})\n"
        "mine.count_steps = stub.count_steps\n"
        "jax.vmap(mine.collatz_steps)(jnp.array([1, 6, -3])).block_until_ready()\n"
        "print('started', flush=True)\n"
        "print(jax.vmap(mine.collatz_steps)(jnp.array([1, 6, 0])).tolist())\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout.readline().strip() == "started"
        try:
            out, _ = proc.communicate(timeout=3)
        except subprocess.TimeoutExpired:
            pass  # still looping 3 s after the call began (a real run needs milliseconds)
        else:
            raise AssertionError(f"finished: {out!r}")
    finally:
        proc.kill()
        proc.wait()
    print("verified")
