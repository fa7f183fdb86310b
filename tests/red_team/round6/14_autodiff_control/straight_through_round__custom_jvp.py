"""Correct, unusual style: a ``jax.custom_jvp`` whose rule returns the incoming tangent unchanged (forward mode states the identity derivative; JAX transposes it for ``grad``), instead of the ``stop_gradient`` trick.

Verifying input: values compared with np.round (ties to even, negative ties, -0.4 -> -0.0, large float32 values near 2**22, float16 and bfloat16 with dtype kept, 2-D and 0-d shapes); grad of (w * f(x)).sum() equals w for random w; jvp tangent passes through; all under jax.jit too.
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def straight_through_round(x: jax.Array) -> jax.Array:
    return jnp.round(x)


@straight_through_round.defjvp
def _identity_rule(primals, tangents):
    (x,), (t,) = primals, tangents
    return jnp.round(x), t


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    samples = [
        np.array([0.4, 1.6, 2.5, -2.5, -0.5, 0.5, 1.5, -0.4, 3.49999], np.float32),
        np.array([4194304.5, 4194305.5, 1048576.7, -8388607.0], np.float32),
        (rng.standard_normal((4, 3)) * 10).astype(np.float32),
        np.array(2.5, np.float32),
        np.array([1000.5, 0.5, 1.5, -3.5, 65.25], np.float16),
    ]
    for x in samples:
        for fn in (straight_through_round, jax.jit(straight_through_round)):
            out = fn(jnp.asarray(x))
            assert out.dtype == x.dtype and out.shape == x.shape
            assert np.array_equal(np.asarray(out), np.round(x)), (out, np.round(x))
            assert np.array_equal(np.signbit(np.asarray(out)), np.signbit(np.round(x)))
    xb = jnp.array([0.5, 1.5, 2.5, -1.5], jnp.bfloat16)
    ob = straight_through_round(xb)
    assert ob.dtype == jnp.bfloat16 and np.array_equal(np.asarray(ob, np.float32), np.round(np.asarray(xb, np.float32)))
    for shape in ((5,), (3, 4), ()):
        x = jnp.asarray(rng.standard_normal(shape).astype(np.float32) * 5)
        w = jnp.asarray(rng.standard_normal(shape).astype(np.float32))
        g = jax.jit(jax.grad(lambda v: (w * straight_through_round(v)).sum()))(x)
        assert np.array_equal(np.asarray(g), np.asarray(w))
        _, t = jax.jvp(straight_through_round, (x,), (w,))
        assert np.array_equal(np.asarray(t), np.asarray(w))
    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda v: (3.0 * straight_through_round(v)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    g16 = jax.grad(lambda v: (2.0 * straight_through_round(v)).sum())(jnp.array([0.3, 0.7], jnp.float16))
    assert g16.dtype == jnp.float16 and g16.tolist() == [2.0, 2.0]
    print("verified")
