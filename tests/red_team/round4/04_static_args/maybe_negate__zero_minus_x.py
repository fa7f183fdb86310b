"""The student negates with ``0 - x`` (static negate, correct compile count), which is not IEEE negation: it maps +0.0 to +0.0 instead of -0.0.

Violates: "``-x`` when ``negate`` is true" with "Any values of its dtype"
Verifying input: maybe_negate(jnp.array([0.0, -0.0]), negate=True) -> requires [-0.0, 0.0] (sign bits [1, 0]), this returns [0.0, 0.0] (sign bits [0, 0]).
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return 0 - x
    return x


if __name__ == "__main__":
    import numpy as np

    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    for dt in (jnp.int8, jnp.int32, jnp.uint8, jnp.uint32):
        info = jnp.iinfo(dt)
        xi = np.array([0, 1, info.max, info.min], dtype=dt)
        out = maybe_negate(xi, negate=True)
        assert out.dtype == dt
        np.testing.assert_array_equal(np.asarray(out), np.asarray(-jnp.asarray(xi)))
    xf = jnp.array([np.inf, -np.inf, 3.5, -1e-30, np.nan], jnp.float32)
    np.testing.assert_array_equal(np.asarray(maybe_negate(xf, negate=True)), -np.asarray(xf))
    assert maybe_negate(xf.astype(jnp.float16), negate=True).dtype == jnp.float16
    maybe_negate._clear_cache() if hasattr(maybe_negate, "_clear_cache") else None
    for neg in (True, False):
        for k in range(3):
            maybe_negate(jnp.arange(5.0) + k, negate=neg)
    assert maybe_negate._cache_size() == 2

    z = jnp.array([0.0, -0.0])
    out = np.asarray(maybe_negate(z, negate=True))
    print("sign bits expected", np.signbit(-np.asarray(z)).tolist(), "got", np.signbit(out).tolist())
    assert not np.array_equal(np.signbit(out), np.signbit(-np.asarray(z)))
    print("verified")
