"""The student computes the norm as sqrt(sum(x * x)) in x's own dtype; for float16 the squares overflow to inf once an entry passes 256, and the result collapses to zeros.

Violates: "``x / (l2norm(x) + eps)``, the L2 norm taken over all elements" with "An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16)."
Verifying input: x = float16 [300.0, 400.0], eps = 0.0 -> requires [0.6, 0.8] (representable in float16), this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(x * x))
    return (x / (norm + jnp.asarray(eps).astype(x.dtype))).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    rng = np.random.default_rng(6)
    for dt in (np.float32, np.float16):
        x = (rng.normal(size=(4, 3)) * 10).astype(dt)
        for eps in (0.0, 1e-3, 2.0, jnp.float32(0.5), jnp.array(0.5, jnp.bfloat16)):
            got = normalize(x, eps)
            assert got.dtype == dt
            xf = x.astype(np.float64)
            np.testing.assert_allclose(np.asarray(got, np.float64), xf / (np.sqrt((xf**2).sum()) + float(eps)), rtol=1e-2 if dt == np.float16 else 1e-6)
    got = np.asarray(normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0))
    assert got.tolist() == [0.0, 0.0], got
    print("verified")
