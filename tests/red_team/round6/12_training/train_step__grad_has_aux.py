"""Correct: gets the loss and the gradient from one jax.grad call with has_aux=True (the loss returned as its own auxiliary output), and updates with jax.tree_util.tree_map inside a jax.jit decorator.

Verifying input: compared with an analytic float64 NumPy gradient step on random params and batches (sizes 1 to 32, 1 to 5 features, 1 to 16 hidden), loss before the update, same keys/shapes/dtypes, input dict and arrays unchanged, one trace for lr in 0.1, 0.01, 0.5 and a 0-d array lr.
"""
EXERCISE = "training.train_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp

_TRACES = [0]


def _loss_twice(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    loss = jnp.mean((predictions - y) ** 2)
    return loss, loss


@jax.jit
def train_step(params, x, y, lr):
    _TRACES[0] += 1
    grads, loss = jax.grad(_loss_twice, has_aux=True)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    import numpy as np

    def reference(p, x, y, lr):
        z = x @ p["w1"] + p["b1"]
        h = np.tanh(z)
        pred = h @ p["w2"] + p["b2"]
        loss = np.mean((pred - y) ** 2)
        d = 2 * (pred - y) / len(y)
        dz = np.outer(d, p["w2"]) * (1 - h**2)
        g = {"w2": h.T @ d, "b2": d.sum(), "w1": x.T @ dz, "b1": dz.sum(0)}
        return {k: p[k] - lr * g[k] for k in p}, loss

    rng = np.random.default_rng(0)
    for batch, nf, nh in [(1, 1, 1), (4, 2, 8), (32, 5, 16), (7, 3, 2)]:
        p = {"w1": rng.normal(size=(nf, nh)), "b1": rng.normal(size=nh), "w2": rng.normal(size=nh), "b2": np.float64(rng.normal())}
        x, y = rng.normal(size=(batch, nf)), rng.normal(size=batch)
        p32 = {k: jnp.asarray(v, jnp.float32) for k, v in p.items()}
        frozen = {k: np.asarray(v).copy() for k, v in p32.items()}
        before = _TRACES[0]
        for lr in (0.1, 0.01, 0.5):
            new, loss = train_step(p32, jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32), lr)
            ref_new, ref_loss = reference(p, x, y, lr)
            np.testing.assert_allclose(float(loss), ref_loss, rtol=1e-5)
            assert new is not p32 and sorted(new) == sorted(p32)
            for k in p:
                assert new[k].shape == p32[k].shape and new[k].dtype == jnp.float32
                np.testing.assert_allclose(np.asarray(new[k]), ref_new[k], rtol=1e-5, atol=1e-6)
                np.testing.assert_array_equal(np.asarray(p32[k]), frozen[k])
        assert _TRACES[0] == before + 1
        train_step(p32, jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32), jnp.float32(0.3))
        train_step(p32, jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32), jnp.float32(0.2))
        assert _TRACES[0] == before + 2       # one more for the 0-d array input type, then none
    print("verified")
