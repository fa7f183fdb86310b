"""The student squares ``x`` in its own dtype before summing; for float16 the squares overflow past 65504 to inf, so an ordinary vector like [300, 400] (norm 500) normalises to zeros.

Violates: "``x / (l2norm(x) + eps)``, the L2 norm taken over all elements" / "An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16)"
Verifying input: x = jnp.array([300.0, 400.0], jnp.float16), eps = 0.0 -> requires [0.6, 0.8] (float16), this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(x * x))
    return (x / (norm + eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    def ref(x, eps):
        x64 = np.asarray(x, np.float64)
        return (x64 / (np.sqrt((x64 ** 2).sum()) + float(eps))).astype(np.asarray(x).dtype)

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    cases = [(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0),
             (jax.random.normal(jax.random.key(0), (4, 5, 6)), 1e-3),
             (jnp.array([0.5, -1.5, 2.0], jnp.float16), jnp.float32(0.1)),
             (jnp.array([1.0, 2.0, 2.0], jnp.bfloat16), jnp.array(0.0, jnp.float16)),
             (jnp.array([3.0, 4.0]), jnp.array(1.0, jnp.bfloat16))]
    for x, eps in cases:
        got = normalize(x, eps)
        assert got.dtype == x.dtype and got.shape == x.shape
        np.testing.assert_allclose(np.asarray(got, np.float64), ref(x, eps).astype(np.float64),
                                   rtol=1e-2 if x.dtype != jnp.float32 else 1e-5)
    # ten eps values, one compilation
    normalize._clear_cache()
    for e in range(10):
        normalize(jnp.ones((2, 3)), e / 10)
    assert normalize._cache_size() == 1
    bad = jnp.array([300.0, 400.0], jnp.float16)
    got = normalize(bad, 0.0)
    print("float16 [300, 400]:", got.tolist(), "expected", ref(bad, 0.0).tolist())
    assert got.tolist() == [0.0, 0.0]
    print("verified")
