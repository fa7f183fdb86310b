"""The student writes the plain residual network and never wraps the blocks in ``jax.checkpoint``: values and gradients are right, but the backward pass stores every block's intermediates and there is no ``remat2`` in the program.

Violates: "Wrap the blocks in ``jax.checkpoint`` so that ``jax.grad`` keeps only what each block needs to start again (the grader looks for the ``remat2`` operation ``jax.checkpoint`` puts in the jaxpr)."
Verifying input: jax.make_jaxpr(checkpointed_mlp)(3 layers of d = 4, x of shape (2, 4)) -> requires a remat2 equation, this has none (and grad saves the tanh outputs of every block).
"""
EXERCISE = "autodiff_control.checkpointed_mlp"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    h = x
    for layer in params:
        h = h + jnp.tanh(h @ layer["w"] + layer["b"])
    return h


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
    assert [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()] == [0.0, 1.5232]
    rng = np.random.default_rng(0)
    params = [{"w": jnp.asarray(rng.standard_normal((4, 4)), jnp.float32) * 0.5,
               "b": jnp.asarray(rng.standard_normal(4), jnp.float32)} for _ in range(3)]
    x = jnp.asarray(rng.standard_normal((2, 4)), jnp.float32)

    names = set()

    def walk(j):
        for e in j.eqns:
            names.add(e.primitive.name)
            for sub in jax.extend.core.jaxprs_in_params(e.params):
                walk(sub)

    walk(jax.make_jaxpr(checkpointed_mlp)(params, x).jaxpr)
    walk(jax.make_jaxpr(jax.grad(lambda p, x: checkpointed_mlp(p, x).sum()))(params, x).jaxpr)
    print("remat2 in the program:", "remat2" in names)
    assert "remat2" not in names
    print("verified")
