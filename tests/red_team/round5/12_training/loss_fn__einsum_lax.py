"""Correct, unusual style: the two layers are written as einsum contractions and lax primitives (lax.tanh, lax.square, lax.reduce), instead of ``@`` and ``jnp.mean``.

Violates: nothing (correct solution).
Verifying input: random params, x (batch, n_features), y (batch,), also under jit and grad -> requires mean((tanh(x @ w1 + b1) @ w2 + b2 - y) ** 2) as a float32 scalar, this returns it.
"""
EXERCISE = "training.loss_fn"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def loss_fn(params, x, y):
    hidden = lax.tanh(jnp.einsum("bf,fh->bh", x, params["w1"]) + params["b1"])
    predictions = jnp.einsum("bh,h->b", hidden, params["w2"]) + params["b2"]
    squared = lax.square(predictions - y)
    total = lax.reduce(squared, jnp.zeros((), squared.dtype), lax.add, (0,))
    return total / squared.shape[0]


if __name__ == "__main__":
    import numpy as np

    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0

    def ref(p, x, y):
        p = {k: np.asarray(v, np.float64) for k, v in p.items()}
        x, y = np.asarray(x, np.float64), np.asarray(y, np.float64)
        return np.mean((np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - y) ** 2)

    rng = np.random.default_rng(0)
    for batch, nf, nh in [(1, 1, 1), (7, 3, 5), (256, 2, 16), (33, 10, 4)]:
        p = {"w1": jnp.asarray(rng.normal(size=(nf, nh)), jnp.float32), "b1": jnp.asarray(rng.normal(size=nh), jnp.float32),
             "w2": jnp.asarray(rng.normal(size=nh), jnp.float32), "b2": jnp.asarray(rng.normal(), jnp.float32)}
        x = jnp.asarray(rng.normal(size=(batch, nf)), jnp.float32)
        y = jnp.asarray(rng.normal(size=batch) * 3, jnp.float32)
        for f in (loss_fn, jax.jit(loss_fn)):
            got = f(p, x, y)
            assert got.dtype == jnp.float32 and got.shape == ()
            np.testing.assert_allclose(float(got), ref(p, x, y), rtol=1e-5)
        g = jax.grad(loss_fn)(p, x, y)
        g_ref = jax.grad(lambda q: jnp.mean((jnp.tanh(x @ q["w1"] + q["b1"]) @ q["w2"] + q["b2"] - y) ** 2))(p)
        for k in p:
            np.testing.assert_allclose(g[k], g_ref[k], rtol=1e-4, atol=1e-6)
    print("verified")
