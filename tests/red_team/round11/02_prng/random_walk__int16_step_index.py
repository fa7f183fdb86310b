"""The step numbers are built as ``jnp.arange(n_steps)`` narrowed to int16 before they are
folded into the key (a "small index" to save memory). For walks up to 32768 steps every step is
the promised draw; from step 32768 on the index wraps to -32768, ..., so step ``i`` is drawn from
``fold_in(key, i - 65536)`` (as uint32), not ``fold_in(key, i)``.

Violates: "step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key ``jax.random.fold_in(key, i)``"
Verifying input: w = random_walk(jax.random.key(0), 32770); w[32768] - w[32767] must be jax.random.normal(jax.random.fold_in(key, 32768)); this returns the draw for fold_in(key, -32768).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    idx = jnp.arange(n_steps).astype(jnp.int16)
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(idx)
    return jnp.cumsum(steps)


if __name__ == "__main__":
    key = jax.random.key(0)
    walk = random_walk(key, 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(key, 0)))
    n = 32770
    w = random_walk(key, n)
    step = lambda i: float(w[i] - w[i - 1])
    draw = lambda i: float(jax.random.normal(jax.random.fold_in(key, i)))
    assert abs(step(32767) - draw(32767)) < 1e-2       # still right below the wrap
    assert abs(step(32768) - draw(32768)) > 1e-2       # wrong past it
    assert abs(step(32768) - float(jax.random.normal(jax.random.fold_in(key, jnp.int16(-32768))))) < 1e-2
    print("flaw shown: step 32768 =", step(32768), "expected", draw(32768))
