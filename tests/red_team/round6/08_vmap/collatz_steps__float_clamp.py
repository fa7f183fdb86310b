"""Clamps the input with jnp.maximum(n, 1.0), a float literal, so count_steps runs on float32 values and its float32 step counter comes back: the right numbers, in the wrong dtype.

Violates: "An int32 scalar: the number of steps, or ``-1``."
Verifying input: jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])) -> requires int32 [0, 8, 111, -1, -1], this returns float32 [0., 8., 111., -1., -1.].
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def collatz_steps(n):
    safe = jnp.maximum(n, 1.0)
    return jnp.where(n >= 1, count_steps(safe), -1)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    count_steps = stub.count_steps

    got = jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3]))
    print("got", got.dtype, got.tolist())
    assert got.tolist() == [0, 8, 111, -1, -1] and got.dtype == jnp.float32
    assert collatz_steps(jnp.int32(6)).dtype == jnp.float32
    print("verified")
