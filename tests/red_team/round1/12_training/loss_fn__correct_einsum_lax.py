"""Correct: the forward pass with ``jnp.einsum`` and the squared error with ``lax.square`` / ``lax.integer_pow``-free arithmetic, averaged with ``jnp.mean``.

Violates: nothing (correct solution).
Verifying input: random params and data incl. batch 1, huge pre-activations, large targets, exact fit -> value matches NumPy float64, jit works, gradient finite (0 at an exact fit).
"""
EXERCISE = "training.loss_fn"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def loss_fn(params, x, y):
    hidden = jnp.tanh(jnp.einsum("bf,fh->bh", x, params["w1"]) + params["b1"])
    predictions = jnp.einsum("bh,h->b", hidden, params["w2"]) + params["b2"]
    return jnp.mean(lax.square(predictions - y))


def _lfe_reference(params, x, y):
    p = {k: np.asarray(v, np.float64) for k, v in params.items()}
    pred = np.tanh(np.asarray(x, np.float64) @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
    return np.mean((pred - np.asarray(y, np.float64)) ** 2)


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    rng = np.random.default_rng(5)
    f32 = lambda a: jnp.asarray(a, jnp.float32)
    for batch, nf, nh, scale, y_shift in ((1, 2, 3, 1, 0), (7, 3, 5, 1, 0), (4, 2, 3, 100, 0), (5, 2, 4, 1, 1e4)):
        p = {"w1": f32(rng.normal(size=(nf, nh))), "b1": f32(rng.normal(size=nh)),
             "w2": f32(rng.normal(size=nh)), "b2": f32(rng.normal() + y_shift)}
        x, y = f32(scale * rng.normal(size=(batch, nf))), f32(rng.normal(size=batch) + y_shift)
        out = loss_fn(p, x, y)
        assert out.dtype == jnp.float32 and out.shape == ()
        assert np.isclose(float(out), _lfe_reference(p, x, y), rtol=1e-4, atol=1e-3)
        assert np.isclose(float(jax.jit(loss_fn)(p, x, y)), float(out), rtol=1e-5)
        g = jax.grad(loss_fn)(p, x, y)
        assert all(bool(jnp.all(jnp.isfinite(v))) for v in g.values())
    zero = dict(params, b2=jnp.array(0.0))
    g = jax.grad(loss_fn)(zero, jnp.ones((4, 2)), jnp.zeros(4))
    assert all(float(jnp.abs(v).max()) == 0.0 for v in g.values())
    print("verified")
