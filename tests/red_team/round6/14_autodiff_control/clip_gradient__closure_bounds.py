"""Relabelled flawed (KIND was "style"): its custom_vjp rule closes over lo
and hi, which under jax.jit are tracers, and JAX cannot carry a closed-over tracer into the backward pass of a
differentiated jitted function: jax.grad(jax.jit(loss))(x, lo, hi) raises "No constant handler for type
DynamicJaxprTracer" (JAX's maintainers: custom_vjp rules cannot close over tracers, jax-ml/jax#40178, #40111). The
docstring asks that lo and hi may be traced and that it "must work under jax.jit and inside it"; the author's checks
missed the grad-of-jit case.

The author's description: correct, unusual style: the ``custom_vjp`` takes only ``x``; ``lo`` and ``hi`` are closed over by a function built at each call (not arguments at all, so no cotangent for them), and the clipped cotangent is cast back to ``g``'s dtype.

Verifying input: compared with jnp.clip(w, lo, hi) for random w and bounds (incl. lo == hi, bounds outside the range of w), shapes (3,), (2, 4), (); the forward value is x unchanged (dtype kept, float16 too); eager, jax.jit of grad, grad inside jax.jit with traced lo/hi, float16 x with float32 bounds; gradients with respect to lo and hi are 0.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    @jax.custom_vjp
    def identity(v):
        return v

    def forward(v):
        return v, None

    def backward(_, g):
        return (jnp.clip(g, lo, hi).astype(g.dtype),)

    identity.defvjp(forward, backward)
    return identity(x)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    for shape in ((3,), (2, 4), ()):
        for lo, hi in ((-1.0, 1.0), (0.0, 0.0), (-0.25, 2.0), (-100.0, 100.0), (0.5, 0.7)):
            x = jnp.asarray(rng.standard_normal(shape).astype(np.float32))
            w = jnp.asarray((rng.standard_normal(shape) * 3).astype(np.float32))
            want = np.clip(np.asarray(w), lo, hi)
            loss = lambda x, lo, hi: (w * clip_gradient(x, lo, hi)).sum()
            assert np.array_equal(np.asarray(clip_gradient(x, lo, hi)), np.asarray(x))
            assert np.allclose(jax.grad(loss)(x, lo, hi), want)
            assert np.allclose(jax.jit(jax.grad(loss))(x, lo, hi), want)
            inside = jax.jit(lambda x, lo, hi: jax.grad(lambda v: loss(v, lo, hi))(x))
            assert np.allclose(inside(x, lo, hi), want)
            glo, ghi = jax.grad(loss, argnums=(1, 2))(x, lo, hi)
            assert float(glo) == 0.0 and float(ghi) == 0.0
    x16 = jnp.ones(3, jnp.float16)
    assert clip_gradient(x16, -1.0, 1.0).dtype == jnp.float16
    g16 = jax.grad(lambda x: (x * clip_gradient(x, jnp.float32(-1.0), jnp.float32(1.0))).sum())(x16)
    assert g16.dtype == jnp.float16 and g16.tolist() == [2.0, 2.0, 2.0]
    loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
    assert jax.grad(loss)(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    print("verified")
