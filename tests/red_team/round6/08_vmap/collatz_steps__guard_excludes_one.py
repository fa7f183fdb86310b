"""Guards with n > 1 ("1 needs no steps anyway") while clamping the loop's input to at least 1: the batch finishes, but n = 1 gets -1 instead of 0.

Violates: "``count_steps(n)`` for ONE integer ``n >= 1``, and ``-1`` for ``n < 1``"
Verifying input: jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])) -> requires [0, 8, 111, -1, -1], this returns [-1, 8, 111, -1, -1].
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def collatz_steps(n):
    return jnp.where(n > 1, count_steps(jnp.maximum(n, 1)), -1)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    count_steps = stub.count_steps

    got = jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])).tolist()
    print("required [0, 8, 111, -1, -1], got", got)
    assert got == [-1, 8, 111, -1, -1] and int(count_steps(jnp.int32(1))) == 0
    print("verified")
