"""The student marks ``eps`` static in ``jax.jit``, so every new ``eps`` compiles a new program (and a 0-d array ``eps``, being unhashable, is refused outright).

Violates: "``eps`` is an ordinary (traced) argument: for one shape of ``x``, ten different values of ``eps`` cost one compilation, not ten" and "eps: ... a Python float or a 0-d array".
Verifying input: x = ones(8) called with eps = 0.0, then eps = 0.1, 0.2, ..., 1.0 -> requires no further compilation, this compiles 10 more programs; eps = jnp.float32(0.5) -> requires a result, this raises ValueError (non-hashable static argument).
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "beyond"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="eps")
def normalize(x: jax.Array, eps: float) -> jax.Array:
    x = jnp.asarray(x)
    return (x / (jnp.sqrt(jnp.sum(x * x)) + eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    h = normalize(jnp.array([1.0, 2.0, 2.0], jnp.float16), 0.0)
    assert h.dtype == jnp.float16 and np.allclose(np.asarray(h, np.float32), [1 / 3, 2 / 3, 2 / 3], atol=1e-3)
    x = np.random.default_rng(0).normal(size=(4, 5)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(normalize(x, 1e-3)), x / (np.linalg.norm(x) + 1e-3), rtol=1e-5)
    # the violation: one compile per eps
    ones = jnp.ones(8)
    normalize(ones, 0.0).block_until_ready()
    events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: events.append(name))
    for k in range(1, 11):
        normalize(ones, k / 10).block_until_ready()
    compiles = events.count("/jax/core/compile/backend_compile_duration")
    assert compiles == 10, compiles
    try:
        normalize(jnp.ones(8), jnp.float32(0.5))
    except (ValueError, TypeError):
        pass
    else:
        raise AssertionError("0-d array eps was accepted")
    print("verified")
