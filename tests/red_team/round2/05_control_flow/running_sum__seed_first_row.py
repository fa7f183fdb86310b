"""Seeds the scan with xs[0] and scans xs[1:]: an input with no rows (n = 0) raises instead of giving an empty result.

Violates: "xs: an array of shape ``(n, ...)``" / "An array of the same shape and dtype" (n = 0 is allowed).
Verifying input: xs of shape (0, 3) -> the docstring requires an empty (0, 3) array, this raises IndexError.
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def _rss_step(carry, x):
        carry = carry + x
        return carry, carry

    first = xs[0]
    _, rest = lax.scan(_rss_step, first, xs[1:])
    return jnp.concatenate([first[None], rest], axis=0)


if __name__ == "__main__":
    import numpy as np
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    rng = np.random.default_rng(1)
    for shape, dt in (((5,), np.float32), ((4, 3), np.int32), ((1, 2), np.float16), ((3, 2, 2), np.float32)):
        a = (rng.normal(size=shape) * 10).astype(dt)
        r = running_sum(a)
        assert r.dtype == a.dtype and r.shape == a.shape
        assert np.allclose(np.asarray(r, np.float64), np.cumsum(a, axis=0, dtype=np.float64), rtol=1e-2, atol=1e-2)
    x = jnp.array([1.0, jnp.inf, 2.0, jnp.nan])
    r = running_sum(x)
    assert r[0] == 1 and jnp.isinf(r[1]) and jnp.isinf(r[2]) and jnp.isnan(r[3])
    assert "scan" in str(jax.make_jaxpr(running_sum)(jnp.ones((4, 2))))
    try:
        out = running_sum(jnp.zeros((0, 3)))
        raised = False
        print(out.shape)
    except Exception as e:
        raised = True
        print(type(e).__name__, e)
    assert raised
    print("verified")
