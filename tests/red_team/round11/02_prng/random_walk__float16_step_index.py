"""The step numbers pass through float16 (``jnp.arange(n_steps).astype(jnp.float16)``, then
back to int32) before they are folded into the key. Exact up to 2048, so the docstring's example
and short walks are right; beyond 2048 the indices are rounded to float16's grid (spacing 2, then
4, ...), so several steps repeat one draw and others are skipped.

Violates: "step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key ``jax.random.fold_in(key, i)``"
Verifying input: w = random_walk(jax.random.key(0), 2051); w[2049] - w[2048] must be jax.random.normal(jax.random.fold_in(key, 2049)); this returns the draw of index 2048 again.
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    idx = jnp.arange(n_steps).astype(jnp.float16).astype(jnp.int32)

    def body(pos, i):
        pos = pos + jax.random.normal(jax.random.fold_in(key, i))
        return pos, pos

    _, positions = lax.scan(body, jnp.float32(0.0), idx)
    return positions


if __name__ == "__main__":
    key = jax.random.key(0)
    walk = random_walk(key, 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(key, 0)))
    w = random_walk(key, 2051)
    step = lambda i: float(w[i] - w[i - 1])
    draw = lambda i: float(jax.random.normal(jax.random.fold_in(key, i)))
    assert abs(step(2047) - draw(2047)) < 1e-3
    assert abs(step(2049) - draw(2049)) > 1e-2
    assert abs(step(2049) - draw(2048)) < 1e-3
    print("flaw shown: step 2049 =", step(2049), "expected", draw(2049))
