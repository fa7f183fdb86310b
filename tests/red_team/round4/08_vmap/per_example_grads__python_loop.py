"""The student takes jax.grad of example_loss once per example in a Python loop and stacks the results, so the jitted program grows with n.

Violates: "Must work under ``jax.jit``, and the program must not grow with ``n``."
Verifying input: xs of shape (2, 3) vs (16, 3) under jax.make_jaxpr -> requires the same program size, this holds 16 copies of the gradient instead of 2.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    g = jax.grad(example_loss)
    rows = [g(params, xs[i], ys[i]) for i in range(xs.shape[0])]
    return jax.tree.map(lambda *leaves: jnp.stack(leaves), *rows)


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
    np.testing.assert_allclose(out["w"], ref["w"], rtol=1e-6)
    np.testing.assert_allclose(out["b"], ref["b"], rtol=1e-6)
    j2 = str(jax.make_jaxpr(per_example_grads)(p, xs[:2], ys[:2]))
    j16 = str(jax.make_jaxpr(per_example_grads)(p, np.ones((16, 3), np.float32), np.ones(16, np.float32)))
    assert len(j16) > 4 * len(j2)  # the breach: the program grows with n
    print("verified")
