"""The student wraps each block in jax.checkpoint with policy=dots_saveable (the policy the docs show first), so the backward pass still stores every block's matrix product instead of recomputing it.

Violates: "so that ``jax.grad`` keeps only what each block needs to start again"
Verifying input: L = 3 blocks, d = 4, x of shape (2, 4) -> requires saved residuals = the block inputs (plus params), this also saves each block's (2, 4) dot output (3 extra residuals, shown by jax.ad_checkpoint.print_saved_residuals).
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    block = jax.checkpoint(
        lambda h, w, b: h + jnp.tanh(h @ w + b),
        policy=jax.checkpoint_policies.dots_saveable,
    )
    h = x
    for layer in params:
        h = block(h, layer["w"], layer["b"])
    return h


if __name__ == "__main__":
    import contextlib
    import io

    import numpy as np
    from jax.ad_checkpoint import print_saved_residuals

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]

    def plain(params, x):
        h = x
        for p in params:
            h = h + jnp.tanh(h @ p["w"] + p["b"])
        return h

    keys = jax.random.split(jax.random.PRNGKey(0), 7)
    params = [{"w": 0.5 * jax.random.normal(keys[2 * i], (4, 4)), "b": jax.random.normal(keys[2 * i + 1], (4,))} for i in range(3)]
    x = jax.random.normal(keys[6], (2, 4))
    assert np.allclose(jax.jit(checkpointed_mlp)(params, x), plain(params, x), atol=1e-6)
    loss = lambda f: (lambda p, x: jnp.sum(f(p, x) ** 2))
    g1 = jax.jit(jax.grad(loss(checkpointed_mlp)))(params, x)
    g2 = jax.grad(loss(plain))(params, x)
    assert all(np.allclose(a, b, atol=1e-5) for a, b in zip(jax.tree.leaves(g1), jax.tree.leaves(g2)))
    assert "remat2" in str(jax.make_jaxpr(checkpointed_mlp)(params, x))

    # the flaw: what the backward pass keeps
    def residuals(fn):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            print_saved_residuals(loss(fn), params, x)
        return buf.getvalue().splitlines()

    def no_policy(params, x):
        h = x
        for p in params:
            h = jax.checkpoint(lambda h, w, b: h + jnp.tanh(h @ w + b))(h, p["w"], p["b"])
        return h

    ours, bare = residuals(checkpointed_mlp), residuals(no_policy)
    print("\n".join(ours))
    dots = [line for line in ours if "dot_general" in line]
    print(len(ours), "residuals with dots_saveable,", len(bare), "with plain jax.checkpoint;", len(dots), "are dot outputs")
    assert len(dots) == 3 and not any("dot_general" in line for line in bare)
    print("verified")
