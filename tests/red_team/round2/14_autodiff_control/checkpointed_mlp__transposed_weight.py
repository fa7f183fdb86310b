"""The student writes the block PyTorch-style as ``h @ w.T + b``, which agrees with the contract only for symmetric weights (such as the zero weights of the example).

Violates: "Block ``l`` maps ``h`` to ``h + tanh(h @ params[l]["w"] + params[l]["b"])``"
Verifying input: one block, w = [[0, 1], [0, 0]], b = 0, x = [[1, 0]] -> requires [[1, tanh(1)]] = [[1, 0.7616]], this returns [[1, 0]].
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    @jax.checkpoint
    def block(h, w, b):
        return h + jnp.tanh(h @ w.T + b)

    h = x
    for p in params:
        h = block(h, p["w"], p["b"])
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

    sym = [{"w": (p["w"] + p["w"].T) / 2, "b": p["b"]} for p in params]
    np.testing.assert_allclose(np.asarray(jax.jit(checkpointed_mlp)(sym, x)), np.asarray(_plain(sym, x)), rtol=1e-5, atol=1e-6)
    assert _remat_count(sym, x) >= 1
    # the violation
    one = [{"w": jnp.array([[0.0, 1.0], [0.0, 0.0]]), "b": jnp.zeros(2)}]
    assert [round(v, 4) for v in _plain(one, jnp.array([[1.0, 0.0]]))[0].tolist()] == [1.0, 0.7616]
    assert checkpointed_mlp(one, jnp.array([[1.0, 0.0]]))[0].tolist() == [1.0, 0.0]
    print("verified")
