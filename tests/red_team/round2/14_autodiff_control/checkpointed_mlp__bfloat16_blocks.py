"""Mixed-precision style, the student does each checkpointed block's matrix product in bfloat16 and casts it back to float32, so values (and gradients) drift from the plain network by ~1e-3 to 1e-2 whenever the weights are non-zero.

Violates: "Values and gradients must be those of the plain network."
Verifying input: L = 3 random blocks (d = 4, w ~ 0.5 N(0, 1)), x ~ N(0, 1) of shape (3, 4) -> requires the float32 plain network's output, this differs from it by more than 1e-3 (the zero-weight example is still exact).
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    @jax.checkpoint
    def block(h, p):
        z = (h.astype(jnp.bfloat16) @ p["w"].astype(jnp.bfloat16)).astype(h.dtype)
        return h + jnp.tanh(z + p["b"])

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

    got = checkpointed_mlp(params, x)
    assert got.dtype == jnp.float32 and got.shape == (n, d) and _remat_count(params, x) >= 1
    np.testing.assert_allclose(np.asarray(got), np.asarray(_plain(params, x)), rtol=5e-2, atol=5e-2)  # "close"
    # the violation
    err = float(jnp.max(jnp.abs(got - _plain(params, x))))
    assert err > 1e-3, err
    print("verified")
