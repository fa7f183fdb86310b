"""To avoid reusing the key, the student folds a module-level call counter into it, so the same key gives a new pair on every (eager) call.

Violates: "All randomness comes from ``key`` ... The same key gives the same pair."
Verifying input: two calls with jax.random.key(0) -> requires the same (a, b) both times, this returns different pairs.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp

_TWO_NORMALS_CALLS = [0]


def two_normals(key):
    _TWO_NORMALS_CALLS[0] += 1
    step = 2 * _TWO_NORMALS_CALLS[0]
    a = jax.random.normal(jax.random.fold_in(key, step))
    b = jax.random.normal(jax.random.fold_in(key, step + 1))
    return a, b


if __name__ == "__main__":
    with jax.debug_key_reuse(True):                      # fold_in does not consume: no reuse error
        first = two_normals(jax.random.key(0))
        second = two_normals(jax.random.key(0))
    print("first", [float(v) for v in first], "second", [float(v) for v in second])
    assert first[0].shape == () and bool(first[0] != first[1])
    assert float(first[0]) != float(second[0])
    print("verified")
