"""Makes the loop safe by counting from |n| and masking the result with jnp.where: negative numbers now finish, but |0| is still 0, which the while loop never brings to 1.

Violates: "``jax.vmap(collatz_steps)`` over a batch that holds numbers below 1 must finish, with ``-1`` for them."
Verifying input: jax.vmap(collatz_steps)(jnp.array([1, 6, 0])) -> requires [0, 8, -1], this does not return (subprocess killed after 20 s); jax.vmap(collatz_steps)(jnp.array([1, 6, 27, -3])) correctly gives [0, 8, 111, -1].
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def collatz_steps(n):
    return jnp.where(n >= 1, count_steps(jnp.abs(n)), -1)


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
        print(jax.vmap(collatz_steps)(jnp.array([1, 6, 0])).tolist(), flush=True)
        sys.exit(0)
    assert jax.vmap(collatz_steps)(jnp.array([1, 6, 27, -3, -7])).tolist() == [0, 8, 111, -1, -1]
    try:
        out = subprocess.run([sys.executable, __file__, "--batch"], capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        print("batch with 0: still running after 20 s (killed)")
    else:
        raise AssertionError(f"expected the batched call to hang, got {out.stdout!r} {out.stderr[-300:]!r}")
    print("verified")
