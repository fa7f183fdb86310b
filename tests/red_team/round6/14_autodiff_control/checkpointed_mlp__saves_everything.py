"""The student wraps each block in ``jax.checkpoint`` but with ``policy=jax.checkpoint_policies.everything_saveable``, so ``remat2`` is in the jaxpr yet every intermediate (tanh and pre-activation outputs) is still stored for the backward pass and nothing is recomputed.

Violates: "A deep residual network whose blocks are recomputed in the backward pass, not stored." ("so that ``jax.grad`` keeps only what each block needs to start again")
Verifying input: jax.ad_checkpoint.print_saved_residuals of the summed output for 3 layers of d = 4, x (2, 4) -> requires only arguments and block outputs (no tanh output saved, as with plain jax.checkpoint), this saves 3 tanh outputs, exactly what the un-checkpointed network saves.
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def _block(h, layer):
    return h + jnp.tanh(h @ layer["w"] + layer["b"])


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    block = jax.checkpoint(_block, policy=jax.checkpoint_policies.everything_saveable)
    h = x
    for layer in params:
        h = block(h, layer)
    return h


if __name__ == "__main__":
    import contextlib
    import io

    import jax.extend
    import numpy as np
    from jax.ad_checkpoint import print_saved_residuals

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]
    rng = np.random.default_rng(0)
    params = [{"w": jnp.asarray(rng.standard_normal((4, 4)), jnp.float32) * 0.5,
               "b": jnp.asarray(rng.standard_normal(4), jnp.float32)} for _ in range(3)]
    x = jnp.asarray(rng.standard_normal((2, 4)), jnp.float32)

    def plain(params, x):
        h = x
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    def recomputed(params, x):
        h = x
        for p in params:
            h = jax.checkpoint(_block)(h, p)
        return h

    def saved(f):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            print_saved_residuals(lambda p, x: f(p, x).sum(), params, x)
        return buf.getvalue()

    assert "remat2" in str(jax.make_jaxpr(checkpointed_mlp)(params, x))  # the grader's marker is there
    assert np.allclose(checkpointed_mlp(params, x), plain(params, x))
    g1 = jax.grad(lambda p: checkpointed_mlp(p, x).sum())(params)
    g2 = jax.grad(lambda p: plain(p, x).sum())(params)
    assert all(np.allclose(a, b, atol=1e-6) for a, b in zip(jax.tree.leaves(g1), jax.tree.leaves(g2)))
    mine, bare, ckpt = saved(checkpointed_mlp), saved(plain), saved(recomputed)
    print("tanh outputs stored: this", mine.count("output of tanh"), "| no checkpoint", bare.count("output of tanh"),
          "| jax.checkpoint", ckpt.count("output of tanh"))
    assert ckpt.count("output of tanh") == 0
    assert mine.count("output of tanh") == bare.count("output of tanh") == 3
    print("verified")
