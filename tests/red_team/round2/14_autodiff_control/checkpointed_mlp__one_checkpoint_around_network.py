"""The student wraps the whole network in a single ``jax.checkpoint`` instead of each block, so ``remat2`` is in the jaxpr but the backward pass recomputes and stores every block's internals at once.

Violates: "Wrap the blocks in ``jax.checkpoint`` so that ``jax.grad`` keeps only what each block needs to start again"
Verifying input: L = 3 blocks, d = 4 -> requires one checkpointed region per block (3 remat2 in the forward jaxpr), this has 1 remat2 enclosing all three tanh.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    @jax.checkpoint
    def network(params, h):
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    return network(params, x)


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
    jaxpr = jax.make_jaxpr(checkpointed_mlp)(params, x).jaxpr
    remats = [e for e in jaxpr.eqns if e.primitive.name == "remat2"]
    assert len(remats) == 1 and sum(e.primitive.name == "tanh" for e in remats[0].params["jaxpr"].eqns) == L
    print("verified")
