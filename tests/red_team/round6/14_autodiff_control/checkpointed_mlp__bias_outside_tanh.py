"""The student adds the bias after the nonlinearity, ``h + tanh(h @ w) + b``, instead of inside it, ``h + tanh(h @ w + b)``.

Violates: "Block ``l`` maps ``h`` to ``h + tanh(h @ params[l]["w"] + params[l]["b"])``"
Verifying input: two layers {"w": zeros((2, 2)), "b": [0, 1]}, x = zeros((1, 2)) (the docstring's example) -> requires [0.0, 1.5232], this returns [0.0, 2.0].
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    @jax.checkpoint
    def block(h, w, b):
        return h + jnp.tanh(h @ w) + b

    h = x
    for layer in params:
        h = block(h, layer["w"], layer["b"])
    return h


if __name__ == "__main__":
    import numpy as np

    def reference(params, x):
        h = np.asarray(x, np.float64)
        for p in params:
            h = h + np.tanh(h @ np.asarray(p["w"], np.float64) + np.asarray(p["b"], np.float64))
        return h

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    want = reference([layer, layer], np.zeros((1, 2)))[0]
    got = checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0]
    print("required", np.round(want, 4).tolist(), " got", np.round(np.asarray(got), 4).tolist())
    assert np.round(want, 4).tolist() == [0.0, 1.5232] and np.round(np.asarray(got), 4).tolist() == [0.0, 2.0]
    assert "remat2" in str(jax.make_jaxpr(checkpointed_mlp)([layer, layer], jnp.zeros((1, 2))))
    print("verified")
