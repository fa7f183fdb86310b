"""Correct: the student folds the blocks with functools.reduce, each wrapped in jax.checkpoint with the nothing_saveable policy, so every block is recomputed in the backward pass and values and gradients equal the plain network's.

Violates: nothing.
Verifying input: checkpointed_mlp(params, x) for 3 random layers with d = 4 and its gradient in params and x equal those of the plain network (and of a float64 NumPy forward pass); the jaxpr contains remat2.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp


def checkpointed_mlp(params, x):
    @functools.partial(jax.checkpoint, policy=jax.checkpoint_policies.nothing_saveable)
    def block(h, layer):
        return h + jnp.tanh(h @ layer["w"] + layer["b"])

    return functools.reduce(block, params, x)


def _plain(params, x):
    h = x
    for layer in params:
        h = h + jnp.tanh(h @ layer["w"] + layer["b"])
    return h


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    params = [{"w": jnp.asarray(rng.normal(size=(4, 4)), jnp.float32), "b": jnp.asarray(rng.normal(size=4), jnp.float32)} for _ in range(3)]
    x = jnp.asarray(rng.normal(size=(5, 4)), jnp.float32)

    h = np.asarray(x, np.float64)
    for layer in params:
        h = h + np.tanh(h @ np.asarray(layer["w"], np.float64) + np.asarray(layer["b"], np.float64))
    np.testing.assert_allclose(np.asarray(jax.jit(checkpointed_mlp)(params, x), np.float64), h, rtol=1e-5, atol=1e-5)

    loss = lambda fn: (lambda p, x: jnp.sum(fn(p, x) ** 2))
    g_ck = jax.jit(jax.grad(loss(checkpointed_mlp), argnums=(0, 1)))(params, x)
    g_pl = jax.grad(loss(_plain), argnums=(0, 1))(params, x)
    for a, b in zip(jax.tree.leaves(g_ck), jax.tree.leaves(g_pl)):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-5, atol=1e-5)
    assert "remat2" in str(jax.make_jaxpr(jax.grad(loss(checkpointed_mlp)))(params, x))

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]
    print("ok: correct")
