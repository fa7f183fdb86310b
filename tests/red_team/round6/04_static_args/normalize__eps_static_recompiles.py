"""The student marks eps static (static_argnames="eps"), so every new eps compiles again, and a 0-d array eps cannot be hashed at all.

Violates: "``eps`` is an ordinary (traced) argument: for one shape of ``x``, ten different values of ``eps`` cost one compilation, not ten." (eps: "a Python float or a 0-d array of any float dtype")
Verifying input: x = [3.0, 4.0] with eps = 0.0, 0.1, ..., 0.9 -> requires one compilation, this compiles ten times; eps = jnp.float32(0.5) raises.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "algorithm"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="eps")
def normalize(x, eps):
    x32 = x.astype(jnp.float32)
    return (x32 / (jnp.sqrt(jnp.sum(x32 * x32)) + eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([3.0, 4.0])
    before = normalize._cache_size()
    for k in range(10):
        got = normalize(x, eps=k / 10)
        assert np.allclose(np.asarray(got), np.array([3.0, 4.0]) / (5.0 + k / 10))
    print("compilations for ten eps values:", normalize._cache_size() - before)
    assert normalize._cache_size() - before == 10
    try:
        normalize(x, eps=jnp.float32(0.5))
        raise SystemExit("0-d array eps unexpectedly accepted")
    except (ValueError, TypeError) as error:
        print("0-d array eps:", type(error).__name__)
    print("verified")
