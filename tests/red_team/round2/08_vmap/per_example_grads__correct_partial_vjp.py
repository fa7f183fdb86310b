"""Correct: one example's gradient as the vjp of example_loss (cotangent 1), params bound with functools.partial, vmapped over (xs, ys) with default in_axes.

Violates: nothing.
Verifying input: the docstring's example and random (n, d) batches (n = 1, 5, 33; d = 1, 4), float32 and float16 -> matches NumPy 2 r x and 2 r, and the jaxpr does not grow with n.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp


def _pev_one(params, x, y):
    loss, pullback = jax.vjp(lambda p: example_loss(p, x, y), params)
    (g,) = pullback(jnp.ones_like(loss))
    return g


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    return jax.vmap(functools.partial(_pev_one, params))(xs, ys)


if __name__ == "__main__":
    import numpy as np

    def example_loss(params, x, y):  # the module's given function, copied for this standalone check
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    rng = np.random.default_rng(0)
    pj = jax.jit(per_example_grads)
    for n, d, dt, tol in ((1, 1, np.float32, 1e-5), (5, 4, np.float32, 1e-5), (33, 4, np.float32, 1e-5), (5, 4, np.float16, 2e-2)):
        w = rng.normal(size=d).astype(dt)
        b = dt(0.3)
        xs = rng.normal(size=(n, d)).astype(dt)
        ys = rng.normal(size=n).astype(dt)
        out = pj({"w": jnp.asarray(w), "b": jnp.asarray(b)}, xs, ys)
        r = xs.astype(np.float64) @ w.astype(np.float64) + float(b) - ys
        assert out["w"].shape == (n, d) and out["b"].shape == (n,) and out["w"].dtype == dt
        assert np.allclose(np.asarray(out["w"], np.float64), 2 * r[:, None] * xs, rtol=tol, atol=tol)
        assert np.allclose(np.asarray(out["b"], np.float64), 2 * r, rtol=tol, atol=tol)
    p = {"w": jnp.ones(3), "b": jnp.array(0.0)}
    e4 = len(jax.make_jaxpr(per_example_grads)(p, jnp.ones((4, 3)), jnp.ones(4)).jaxpr.eqns)
    e400 = len(jax.make_jaxpr(per_example_grads)(p, jnp.ones((400, 3)), jnp.ones(400)).jaxpr.eqns)
    assert e4 == e400
    print("verified")
