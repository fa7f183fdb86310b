"""The student checkpoints each block with ``policy=jax.checkpoint_policies.dots_saveable`` (copied from an example), so ``jax.grad`` still stores every block's matrix product instead of recomputing it.

Violates: "so that ``jax.grad`` keeps only what each block needs to start again" (its input)
Verifying input: L = 3, x (3, 4) -> requires saved residuals to be the parameters and the block inputs only, this also saves each block's dot_general output.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    def block(h, p):
        return h + jnp.tanh(h @ p["w"] + p["b"])

    block = jax.checkpoint(block, policy=jax.checkpoint_policies.dots_saveable)
    h = x
    for p in params:
        h = block(h, p)
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
    # the violation
    saved = _saved(params, x)
    assert sum("dot_general" in line for line in saved) >= L, saved
    print("verified")
