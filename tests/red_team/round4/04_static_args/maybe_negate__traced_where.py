"""The student keeps the stub's plain @jax.jit and replaces the Python ``if`` with jnp.where(negate, -x, x), so ``negate`` is traced, not static: one program (with a select) serves both values.

Violates: "``negate`` is static and ``x`` is traced: for one shape of ``x`` the function compiles twice in all (once for ``True``, once for ``False``)"
Verifying input: maybe_negate(x, True) then maybe_negate(x, False) -> requires two compilations with no runtime branch on negate, this compiles once (jit cache grows by 1) and its jaxpr takes negate as a bool input feeding select_n.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return jnp.where(negate, -x, x)


if __name__ == "__main__":
    import numpy as np

    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    xi = jnp.array([0, 1, -5, 2**31 - 1, -2**31], jnp.int32)
    np.testing.assert_array_equal(np.asarray(maybe_negate(xi, True)), -np.asarray(xi))
    xf = jnp.array([np.inf, -np.inf, 0.0, -0.0, 3.5], jnp.float32)
    np.testing.assert_array_equal(np.signbit(np.asarray(maybe_negate(xf, True))), np.signbit(-np.asarray(xf)))
    assert maybe_negate(xi, False).dtype == jnp.int32

    before = maybe_negate._cache_size()
    y = jnp.arange(7.0)
    for neg in (True, False, True, False):
        for k in range(3):
            maybe_negate(y + k, neg)
    added = maybe_negate._cache_size() - before
    print("compilations for a new shape, both negate values:", added)
    assert added == 1
    jaxpr = jax.make_jaxpr(maybe_negate.__wrapped__)(y, True)
    print(jaxpr)
    assert "select_n" in str(jaxpr) and len(jaxpr.jaxpr.invars) == 2
    print("verified")
