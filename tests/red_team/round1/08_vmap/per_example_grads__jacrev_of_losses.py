"""The student takes jax.jacrev of the vector of per-example losses with respect to the shared params: same numbers on finite data, but each row is pulled back with a one-hot cotangent, so one example with a nan/inf makes 0 * nan = nan in every other example's row.

Violates: "row i is the gradient of example_loss(params, xs[i], ys[i])" (each row depends on its own example only).
Verifying input: params={"w": [1], "b": 0}, xs=[[1], [2]], ys=[0, nan], called without jit -> the docstring requires row 0 = {"w": [2], "b": 2}; this returns nan there (under jit XLA's simplifier may hide it).
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    def _peg_losses(p):
        return jax.vmap(example_loss, in_axes=(None, 0, 0))(p, xs, ys)

    return jax.jacrev(_peg_losses)(params)


if __name__ == "__main__":
    import numpy as np
    if "example_loss" not in globals():
        def example_loss(params, x, y):
            return (x @ params["w"] + params["b"] - y) ** 2
    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, jnp.nan]))
    own = jax.grad(example_loss)(params, jnp.array([1.0]), jnp.array(0.0))
    assert float(own["b"]) == 2.0
    assert bool(jnp.isnan(g["b"][0])) and bool(jnp.isnan(g["w"][0, 0])), g
    print("verified")
