"""Correct: writes both layers with jnp.einsum and the mean of squares as a full-precision einsum of the error with itself divided by the batch size.

Verifying input: compared with a float64 NumPy MSE on random params/batches (batch 1 to 64, features 1 to 5, hidden 1 to 16), the docstring example, jitted, float32 0-d output, and jax.grad against central finite differences in float64 NumPy.
"""
EXERCISE = "training.loss_fn"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(jnp.einsum("bf,fh->bh", x, params["w1"]) + params["b1"])
    error = jnp.einsum("bh,h->b", hidden, params["w2"]) + params["b2"] - y
    return jnp.einsum("b,b->", error, error, precision="highest") / y.shape[0]


if __name__ == "__main__":
    import numpy as np

    zero = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(zero, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0

    def reference(p, x, y):
        return np.mean((np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - y) ** 2)

    rng = np.random.default_rng(0)
    jitted, grad = jax.jit(loss_fn), jax.jit(jax.grad(loss_fn))
    for batch, nf, nh in [(1, 1, 1), (4, 2, 3), (64, 5, 16), (10, 3, 8)]:
        p = {"w1": rng.normal(size=(nf, nh)), "b1": rng.normal(size=nh), "w2": rng.normal(size=nh), "b2": np.float64(rng.normal())}
        x, y = rng.normal(size=(batch, nf)), rng.normal(size=batch)
        p32 = jax.tree.map(lambda a: jnp.asarray(a, jnp.float32), p)
        x32, y32 = jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32)
        for fn in (loss_fn, jitted):
            got = fn(p32, x32, y32)
            assert got.dtype == jnp.float32 and got.shape == ()
            np.testing.assert_allclose(float(got), reference(p, x, y), rtol=2e-5)
        g = grad(p32, x32, y32)
        for name in p:
            flat = np.array(p[name], np.float64).reshape(-1)
            numeric = []
            for i in range(flat.size):
                hi, lo = flat.copy(), flat.copy()
                hi[i] += 1e-6
                lo[i] -= 1e-6
                shape = np.shape(p[name])
                numeric.append((reference(dict(p, **{name: hi.reshape(shape)}), x, y) - reference(dict(p, **{name: lo.reshape(shape)}), x, y)) / 2e-6)
            np.testing.assert_allclose(np.asarray(g[name]).reshape(-1), numeric, rtol=1e-3, atol=1e-4)
    print("verified")
