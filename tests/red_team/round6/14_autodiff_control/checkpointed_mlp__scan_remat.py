"""Correct, unusual style: stacks the layers' weights and runs the blocks with ``lax.scan`` whose body is ``jax.checkpoint``-ed (one compiled block, recomputed per layer in the backward pass), instead of a Python loop.

Verifying input: values and gradients (w, b of every layer, and x) compared with a float64 NumPy forward and with jax.grad of a plain un-checkpointed loop, for (L, d, n) in {(1, 2, 1), (2, 7, 3), (5, 3, 2)}, eager and under jax.jit; the docstring example; remat2 is in the jaxpr; print_saved_residuals stores no tanh output.
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
    def block(h, layer):
        return h + jnp.tanh(h @ layer["w"] + layer["b"]), None

    h, _ = lax.scan(block, x, stacked)
    return h


if __name__ == "__main__":
    import contextlib
    import io

    import numpy as np
    from jax.ad_checkpoint import print_saved_residuals

    def np_forward(params, x):
        h = np.asarray(x, np.float64)
        for p in params:
            h = h + np.tanh(h @ np.asarray(p["w"], np.float64) + np.asarray(p["b"], np.float64))
        return h

    def plain(params, x):
        h = x
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    rng = np.random.default_rng(0)
    for L, d, n in ((1, 2, 1), (2, 7, 3), (5, 3, 2)):
        if True:
            if True:
                params = [{"w": jnp.asarray(rng.standard_normal((d, d)) * 0.6, jnp.float32),
                           "b": jnp.asarray(rng.standard_normal(d), jnp.float32)} for _ in range(L)]
                x = jnp.asarray(rng.standard_normal((n, d)), jnp.float32)
                for fn in (checkpointed_mlp, jax.jit(checkpointed_mlp)):
                    out = fn(params, x)
                    assert out.shape == (n, d) and out.dtype == jnp.float32
                    assert np.allclose(out, np_forward(params, x), rtol=1e-5, atol=1e-5)
                c = jnp.asarray(rng.standard_normal((n, d)), jnp.float32)
                g_mine = jax.jit(jax.grad(lambda p, x: (c * checkpointed_mlp(p, x)).sum(), argnums=(0, 1)))(params, x)
                g_ref = jax.grad(lambda p, x: (c * plain(p, x)).sum(), argnums=(0, 1))(params, x)
                assert jax.tree.structure(g_mine) == jax.tree.structure(g_ref)
                for a, b in zip(jax.tree.leaves(g_mine), jax.tree.leaves(g_ref)):
                    assert np.allclose(a, b, rtol=1e-4, atol=1e-5)
    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]
    params = [{"w": jnp.ones((4, 4)) * 0.1, "b": jnp.zeros(4)} for _ in range(3)]
    x = jnp.ones((2, 4))
    assert "remat2" in str(jax.make_jaxpr(checkpointed_mlp)(params, x))
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print_saved_residuals(lambda p, x: checkpointed_mlp(p, x).sum(), params, x)
    assert "output of tanh" not in buf.getvalue(), buf.getvalue()
    print("verified")
