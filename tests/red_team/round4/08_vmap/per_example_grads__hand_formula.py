"""The student derives the per-example gradient of the squared error by hand (2 r x, 2 r) instead of differentiating example_loss, so it ignores example_loss.

Violates: "``example_loss`` is used as given." / "row ``i`` is the gradient of ``example_loss(params, xs[i], ys[i])``"
Verifying input: the module's example_loss swapped for another loss (e.g. (x @ w + b - y) ** 4) -> requires the gradient of that example_loss, this still returns 2 r x and 2 r.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    r = xs @ params["w"] + params["b"] - ys          # (n,)
    return {"w": 2.0 * r[:, None] * xs, "b": 2.0 * r}


if __name__ == "__main__":
    import numpy as np

    def example_loss(params, x, y):
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    rng = np.random.default_rng(0)
    p = {"w": rng.normal(size=3).astype(np.float32), "b": jnp.float32(0.5)}
    xs = rng.normal(size=(6, 3)).astype(np.float32); ys = rng.normal(size=6).astype(np.float32)
    ref = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(p, xs, ys)
    out = jax.jit(per_example_grads)(p, xs, ys)
    np.testing.assert_allclose(out["w"], ref["w"], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(out["b"], ref["b"], rtol=1e-5, atol=1e-6)
    assert out["w"].shape == (6, 3) and out["b"].shape == (6,)

    def example_loss(params, x, y):  # a different given loss
        return (x @ params["w"] + params["b"] - y) ** 4

    ref4 = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(p, xs, ys)
    out4 = per_example_grads(p, xs, ys)
    assert not np.allclose(out4["b"], ref4["b"]) and np.allclose(out4["b"], ref["b"])  # the breach
    print("verified")
