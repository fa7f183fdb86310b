"""The student builds a new jax.jit of an inner closure on every call, so every call with a new key (same n_steps) compiles again.

Violates: "n_steps: number of steps, a Python int (static under ``jax.jit``: one compilation per ``n_steps``; a new key must not recompile)."
Verifying input: random_walk(key(k), 16) for k = 0, 1, 2 -> requires one compilation for n_steps=16, this compiles on every call (3 backend compilations).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def _rw_steps(k):
        idx = jnp.arange(n_steps)
        steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(k, i)))(idx)
        return jnp.cumsum(steps)

    return jax.jit(_rw_steps)(key)


if __name__ == "__main__":
    import numpy as np

    _rw_events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: _rw_events.append(name))
    walk = random_walk(jax.random.key(0), 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    for n in (1, 7, 30):
        key = jax.random.key(n)
        ref = np.cumsum([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(n)])
        with jax.debug_key_reuse(True):
            for got in (random_walk(key, n), jax.jit(random_walk, static_argnums=1)(key, n)):
                assert got.dtype == jnp.float32
                np.testing.assert_allclose(np.asarray(got), ref, rtol=1e-5, atol=1e-5)
    random_walk(jax.random.key(100), 16)
    _rw_events.clear()
    for k in range(3):
        random_walk(jax.random.key(k), 16).block_until_ready()
    n = sum(e == "/jax/core/compile/backend_compile_duration" for e in _rw_events)
    assert n >= 3, n
    print("verified")
