"""Correct, unusual style: the Jacobian (jax.jacrev) of the vector of per-example losses with respect to params; row i depends only on example i, so it is the per-example gradient.

Violates: nothing (correct solution).
Verifying input: checked against a NumPy formula and vmap(grad) on several shapes (n=1, d=1), jitted, and the program size does not depend on n.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    def losses(p):
        return jax.vmap(example_loss, in_axes=(None, 0, 0))(p, xs, ys)

    return jax.jacrev(losses)(params)


if __name__ == "__main__":
    import numpy as np

    def example_loss(params, x, y):
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    rng = np.random.default_rng(0)
    for n, d in ((6, 3), (1, 4), (5, 1), (9, 2)):
        p = {"w": rng.normal(size=d).astype(np.float32), "b": jnp.float32(rng.normal())}
        xs = rng.normal(size=(n, d)).astype(np.float32); ys = rng.normal(size=n).astype(np.float32)
        r = xs.astype(np.float64) @ p["w"] + float(p["b"]) - ys
        out = jax.jit(per_example_grads)(p, xs, ys)
        assert out["w"].shape == (n, d) and out["b"].shape == (n,)
        np.testing.assert_allclose(out["w"], 2 * r[:, None] * xs, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(out["b"], 2 * r, rtol=1e-4, atol=1e-5)
        ref = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(p, xs, ys)
        np.testing.assert_allclose(out["w"], ref["w"], rtol=1e-5, atol=1e-6)
    p = {"w": jnp.ones(3), "b": jnp.float32(0.0)}
    j2 = str(jax.make_jaxpr(per_example_grads)(p, jnp.ones((2, 3)), jnp.ones(2)))
    j64 = str(jax.make_jaxpr(per_example_grads)(p, jnp.ones((64, 3)), jnp.ones(64)))
    assert j2.count("\n") == j64.count("\n")
    print("verified")
