"""Correct: give every example its own copy of params (broadcast to a leading n axis), vmap example_loss over params and data, and take ONE gradient of the sum with respect to the copies: row i only sees example i."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    n = xs.shape[0]
    copies = jax.tree.map(lambda p: jnp.broadcast_to(p, (n,) + jnp.shape(p)), params)

    def _pegb_total(c):
        return jnp.sum(jax.vmap(example_loss)(c, xs, ys))

    return jax.grad(_pegb_total)(copies)


if __name__ == "__main__":
    import numpy as np
    if "example_loss" not in globals():
        def example_loss(params, x, y):
            return (x @ params["w"] + params["b"] - y) ** 2
    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (grads["w"].tolist(), grads["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    rng = np.random.default_rng(0)
    jpeg = jax.jit(per_example_grads)
    for n, d in [(1, 1), (5, 3), (8, 2)]:
        w = rng.normal(size=d).astype(np.float32); b = np.float32(rng.normal())
        xs = rng.normal(size=(n, d)).astype(np.float32); ys = rng.normal(size=n).astype(np.float32)
        err = xs.astype(np.float64) @ w + b - ys
        for fn in (per_example_grads, jpeg):
            g = fn({"w": jnp.asarray(w), "b": jnp.asarray(b)}, jnp.asarray(xs), jnp.asarray(ys))
            assert g["w"].shape == (n, d) and g["b"].shape == (n,)
            assert np.allclose(np.asarray(g["w"]), 2 * err[:, None] * xs, rtol=1e-5, atol=1e-5)
            assert np.allclose(np.asarray(g["b"]), 2 * err, rtol=1e-5, atol=1e-5)
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, jnp.nan]))
    assert g["b"].tolist()[0] == 2.0 and g["w"].tolist()[0] == [2.0]
    sizes = {len(jax.make_jaxpr(per_example_grads)(params, jnp.zeros((n, 1)), jnp.zeros(n)).eqns) for n in (2, 50, 300)}
    assert len(sizes) == 1
    print("verified")
