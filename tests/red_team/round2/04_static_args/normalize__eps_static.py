"""The student marked eps static "because it is a constant", so every new eps value compiles a new program (and a 0-d array eps is refused as unhashable).

Violates: "``eps`` is an ordinary (traced) argument: for one shape of ``x``, ten different values of ``eps`` cost one compilation, not ten."
Verifying input: x = jnp.ones(5), eps = 0.0, 0.1, ..., 0.9 -> requires one compilation, this compiles ten times.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="eps")
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32))))
    return (x.astype(jnp.float32) / (norm + eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    _ne_events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: _ne_events.append(name))
    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    rng = np.random.default_rng(4)
    for dt in (np.float32, np.float16):
        x = rng.normal(size=(4, 3)).astype(dt)
        for eps in (0.0, 1e-3, 2.0):
            got = normalize(x, eps)
            assert got.dtype == dt
            xf = x.astype(np.float64)
            np.testing.assert_allclose(np.asarray(got, np.float64), xf / (np.sqrt((xf**2).sum()) + eps), rtol=1e-2 if dt == np.float16 else 1e-6)
    x = jnp.ones(5)
    _ne_events.clear()
    for k in range(10):
        normalize(x, k / 10)
    n = sum(e == "/jax/core/compile/backend_compile_duration" for e in _ne_events)
    assert n == 10, n
    print("verified")
