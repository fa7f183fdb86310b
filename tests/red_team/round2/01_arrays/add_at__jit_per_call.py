"""The student wraps a freshly made jitted closure on every call, so every call (new values, same size) compiles again.

Violates: "One compilation per ``size``: new indices or values must not recompile."
Verifying input: add_at(4, [0, 1, 1], v) three times with new values v -> the docstring requires at most one compilation for size 4, this compiles on every call (3 backend compilations).
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    @jax.jit
    def _aa_scatter(idx, vals):
        return jnp.zeros(size, jnp.float32).at[idx].add(vals.astype(jnp.float32))

    return _aa_scatter(jnp.asarray(indices), jnp.asarray(values))


if __name__ == "__main__":
    import numpy as np

    _aa_events = []
    jax.monitoring.register_event_duration_secs_listener(
        lambda name, d, **kw: _aa_events.append(name))
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(2)
    for size in [1, 3, 6]:
        idx = rng.integers(-size, size, 7).astype(np.int32)
        vals = rng.normal(size=7).astype(np.float32)
        ref = np.zeros(size); np.add.at(ref, idx, vals)
        np.testing.assert_allclose(np.asarray(add_at(size, idx, vals)), ref, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(np.asarray(jax.jit(add_at, static_argnums=0)(size, idx, vals)),
                                   ref, rtol=1e-5, atol=1e-6)
    idx = jnp.array([0, 1, 1])
    add_at(4, idx, jnp.array([1.0, 2.0, 3.0]))
    _aa_events.clear()
    for k in range(3):
        add_at(4, idx, jnp.array([1.0, 2.0, 3.0]) + k).block_until_ready()
    n = sum(e == "/jax/core/compile/backend_compile_duration" for e in _aa_events)
    assert n >= 3, n
    print("verified")
