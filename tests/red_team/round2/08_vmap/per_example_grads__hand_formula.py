"""Writes the per-example gradient by hand (2 r x, 2 r) instead of differentiating example_loss: right for today's loss, blind to the given function.

Violates: "The gradient of ``example_loss`` with respect to ``params``, separately for every example." / "``example_loss`` is used as given."
Verifying input: the module's example_loss replaced by 0.5 * (x @ w + b - y) ** 2 -> the docstring requires r x and r, this still returns 2 r x and 2 r.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    r = xs @ params["w"] + params["b"] - ys
    return {"w": 2.0 * r[:, None] * xs, "b": 2.0 * r}


if __name__ == "__main__":
    import numpy as np

    def example_loss(params, x, y):  # the module's given function, copied for this standalone check
        return (x @ params["w"] + params["b"] - y) ** 2

    def _peh_contract(params, xs, ys):
        return jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(params, xs, ys)

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    rng = np.random.default_rng(0)
    p = {"w": jnp.asarray(rng.normal(size=3), jnp.float32), "b": jnp.float32(0.2)}
    xs = jnp.asarray(rng.normal(size=(6, 3)), jnp.float32)
    ys = jnp.asarray(rng.normal(size=6), jnp.float32)
    got, ref = jax.jit(per_example_grads)(p, xs, ys), _peh_contract(p, xs, ys)
    assert got["w"].shape == (6, 3) and got["b"].shape == (6,)
    assert np.allclose(got["w"], ref["w"], rtol=1e-5) and np.allclose(got["b"], ref["b"], rtol=1e-5)

    def example_loss(params, x, y):  # a different given loss, as a grader might substitute
        return 0.5 * (x @ params["w"] + params["b"] - y) ** 2

    ref2 = _peh_contract(p, xs, ys)
    got2 = per_example_grads(p, xs, ys)
    print(np.allclose(got2["b"], ref2["b"]))
    assert np.allclose(got2["b"], 2 * ref2["b"], rtol=1e-5)
    print("verified")
