"""Correct: the parameters are stacked into ``(L, d, d)`` / ``(L, d)`` arrays and the blocks run as a ``lax.scan`` whose body is the ``jax.checkpoint``-ed block.

Correct: the scan applies block ``l`` to ``h`` in order from ``x``, giving the plain network's values and gradients (params and input); each block is a checkpointed region (``remat2`` in the scan body), so the backward pass keeps only each block's input; works under ``jit`` and for ``L = 1``.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    stacked = jax.tree.map(lambda *leaves: jnp.stack(leaves), *params)

    @jax.checkpoint
    def block(h, p):
        return h + jnp.tanh(h @ p["w"] + p["b"]), None

    h, _ = lax.scan(block, x, stacked)
    return h


if __name__ == "__main__":
    import numpy as np

    def _plain(params, x):
        h = x
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]
    keys = jax.random.split(jax.random.key(0), 8)
    d, n, L = 4, 3, 3
    params = [{"w": jax.random.normal(keys[2 * l], (d, d)) * 0.5, "b": jax.random.normal(keys[2 * l + 1], (d,)) * 0.1} for l in range(L)]
    x = jax.random.normal(keys[7], (n, d))
    loss = lambda f: (lambda ps, x: jnp.sum(f(ps, x) ** 2))

    def _remat_count(ps, x):
        import re

        return len(re.findall(r"remat2\[", jax.make_jaxpr(jax.grad(loss(checkpointed_mlp), argnums=(0, 1)))(ps, x).pretty_print(use_color=False)))

    def _saved(ps, x):
        import contextlib
        import io
        from jax.ad_checkpoint import print_saved_residuals

        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            print_saved_residuals(loss(checkpointed_mlp), ps, x)
        return buf.getvalue().splitlines()

    got = jax.jit(checkpointed_mlp)(params, x)
    np.testing.assert_allclose(np.asarray(got), np.asarray(_plain(params, x)), rtol=1e-5, atol=1e-6)
    g_got = jax.grad(loss(checkpointed_mlp), argnums=(0, 1))(params, x)
    g_ref = jax.grad(loss(_plain), argnums=(0, 1))(params, x)
    for a, b in zip(jax.tree.leaves(g_got), jax.tree.leaves(g_ref)):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-4, atol=1e-5)
    assert _remat_count(params, x) >= 1
    saved = _saved(params, x)
    assert not any("dot_general" in line or "tanh" in line for line in saved), saved
    one = [{"w": jnp.array([[0.0, 1.0], [0.0, 0.0]]), "b": jnp.zeros(2)}]
    assert [round(v, 4) for v in checkpointed_mlp(one, jnp.array([[1.0, 0.0]]))[0].tolist()] == [1.0, 0.7616]
    assert abs(float(checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0, 1]) - float(_plain([layer, layer], jnp.zeros((1, 2)))[0, 1])) < 1e-6
    print("verified")
