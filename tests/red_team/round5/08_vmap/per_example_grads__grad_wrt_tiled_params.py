"""Correct, unusual style: no vmap over jax.grad; the parameters are broadcast to one copy per example, the per-example losses (vmapped over everything) are summed, and the gradient of that sum with respect to the copies is, row by row, each example's own gradient.

Violates: nothing: d(sum_j loss_j(P_j)) / d P_i = grad loss_i(P_i) with P_i = params, and the program does not grow with n.
Verifying input: params={"w": [1], "b": 0}, xs=[[1], [2]], ys=[0, 0] -> requires {"w": [[2], [8]], "b": [2, 4]}, this returns exactly that.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    n = xs.shape[0]
    copies = jax.tree.map(lambda p: jnp.broadcast_to(p, (n,) + jnp.shape(p)), params)

    def total(ps):
        return jnp.sum(jax.vmap(example_loss)(ps, xs, ys))

    return jax.grad(total)(copies)


if __name__ == "__main__":
    import numpy as np

    def example_loss(params, x, y):
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert g["w"].tolist() == [[2.0], [8.0]] and g["b"].tolist() == [2.0, 4.0]

    rng = np.random.default_rng(0)
    for n, d in ((1, 1), (7, 3), (33, 5)):
        p = {"w": jnp.asarray(rng.normal(size=d), jnp.float32), "b": jnp.float32(0.25)}
        xs = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
        ys = jnp.asarray(rng.normal(size=n), jnp.float32)
        got = jax.jit(per_example_grads)(p, xs, ys)
        want = jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(p, xs, ys)
        r = np.asarray(xs) @ np.asarray(p["w"]) + 0.25 - np.asarray(ys)
        assert got["w"].shape == (n, d) and got["b"].shape == (n,)
        np.testing.assert_allclose(got["w"], 2 * r[:, None] * np.asarray(xs), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got["b"], 2 * r, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(got["w"], want["w"], rtol=1e-6)
    # an inf in one example does not leak into the others
    xs = jnp.array([[1.0], [jnp.inf]])
    g = per_example_grads(params, xs, jnp.zeros(2))
    assert g["w"][0].tolist() == [2.0] and float(g["b"][0]) == 2.0
    # a Python-float b, and program size independent of n
    g = per_example_grads({"w": jnp.array([1.0]), "b": 0.0}, jnp.array([[1.0], [2.0]]), jnp.zeros(2))
    assert g["b"].tolist() == [2.0, 4.0]
    s8 = str(jax.make_jaxpr(per_example_grads)(params, jnp.ones((8, 1)), jnp.ones(8)))
    s800 = str(jax.make_jaxpr(per_example_grads)(params, jnp.ones((800, 1)), jnp.ones(800)))
    assert len(s800) <= len(s8) + 40
    print("verified")
