"""Correct, unusual style: the layer dicts are stacked into one pytree and the blocks run as a ``lax.scan`` whose body is a ``jax.checkpoint``-ed block, so the jaxpr holds a single ``remat2`` inside the scan.

Violates: nothing (correct solution).
Verifying input: random params (L = 1, 3, 5; d = 4, 8) and x (n = 1, 3, 6) -> requires the plain network's values and gradients, this returns them (within 1e-5), and ``checkpoint``/``remat2`` appears in the jaxpr of the gradient.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    stacked = jax.tree.map(lambda *leaves: jnp.stack(leaves), *params)

    @jax.checkpoint
    def block(h, layer):
        return h + jnp.tanh(h @ layer["w"] + layer["b"])

    def body(h, layer):
        return block(h, layer), None

    out, _ = jax.lax.scan(body, x, stacked)
    return out


if __name__ == "__main__":
    import numpy as np

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]

    def plain_np(params, x):
        h = np.asarray(x, np.float64)
        for p in params:
            h = h + np.tanh(h @ np.asarray(p["w"], np.float64) + np.asarray(p["b"], np.float64))
        return h

    def plain(params, x):
        h = x
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    key = jax.random.key(3)
    for L, d, n in [(1, 4, 1), (3, 8, 3), (5, 4, 6)]:
        keys = jax.random.split(key, 2 * L + 1)
        params = [{"w": 0.5 * jax.random.normal(keys[2 * l], (d, d)), "b": jax.random.normal(keys[2 * l + 1], (d,))} for l in range(L)]
        x = jax.random.normal(keys[-1], (n, d))
        out = jax.jit(checkpointed_mlp)(params, x)
        assert out.shape == (n, d) and np.allclose(out, plain_np(params, x), atol=1e-5)
        loss = lambda ps, xx, fn: jnp.sum(fn(ps, xx) ** 2)
        g1 = jax.jit(jax.grad(loss, argnums=(0, 1)), static_argnums=2)(params, x, checkpointed_mlp)
        g2 = jax.grad(loss, argnums=(0, 1))(params, x, plain)
        for a, b in zip(jax.tree.leaves(g1), jax.tree.leaves(g2)):
            assert np.allclose(a, b, atol=1e-4), (a, b)
    text = str(jax.make_jaxpr(jax.grad(lambda ps, xx: checkpointed_mlp(ps, xx).sum()))(params, x))
    assert "checkpoint" in text or "remat" in text
    print("verified")
