"""An unusual but correct style: no ``vmap`` of ``grad`` at all. The student gives every
example its own copy of the parameters (``w`` tiled to ``(n, d)``, ``b`` to ``(n,)``), sums the
per-example losses (``vmap(example_loss)`` over all three arguments) and takes one ordinary
``jax.grad`` with respect to the tiled copies. Example ``i``'s loss depends only on copy ``i``,
so the gradient of the sum with respect to copy ``i`` is exactly that example's gradient; the
summed value itself (which may overflow in float16) never enters the backward pass, since
the cotangent of each term is 1. Leaves keep the parameters' dtypes, it traces under
``jax.jit``, and the program does not grow with ``n``.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def per_example_grads(params, xs, ys):
    n = xs.shape[0]
    copies = {
        "w": jnp.broadcast_to(params["w"], (n,) + params["w"].shape),
        "b": jnp.broadcast_to(params["b"], (n,) + jnp.shape(params["b"])),
    }

    def total(copies):
        return jax.vmap(example_loss)(copies, xs, ys).sum()

    return jax.grad(total)(copies)


if __name__ == "__main__":
    def example_loss(params, x, y):
        return (x @ params["w"] + params["b"] - y) ** 2

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0]), g
    rng = np.random.default_rng(2)
    for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
        p = {"w": jnp.asarray(rng.normal(size=3), dt), "b": jnp.asarray(0.5, dt)}
        xs = jnp.asarray(rng.normal(size=(5, 3)), dt)
        ys = jnp.asarray(rng.normal(size=5), dt)
        got = jax.jit(per_example_grads)(p, xs, ys)
        assert got["w"].shape == (5, 3) and got["b"].shape == (5,)
        assert got["w"].dtype == dt and got["b"].dtype == dt
        for i in range(5):
            ref = jax.grad(example_loss)(p, xs[i], ys[i])
            np.testing.assert_allclose(np.float32(got["w"][i]), np.float32(ref["w"]), rtol=1e-2, atol=1e-2)
            np.testing.assert_allclose(np.float32(got["b"][i]), np.float32(ref["b"]), rtol=1e-2, atol=1e-2)
    # float16: the summed loss overflows, the per-example gradients must not care
    p = {"w": jnp.array([1.0], jnp.float16), "b": jnp.array(0.0, jnp.float16)}
    xs = jnp.full((4, 1), 200.0, jnp.float16)
    got = per_example_grads(p, xs, jnp.zeros(4, jnp.float16))
    ref = jax.grad(example_loss)(p, xs[0], jnp.float16(0.0))
    assert got["b"].tolist() == [float(ref["b"])] * 4, (got, ref)
    sizes = [len(str(jax.make_jaxpr(per_example_grads)(params, jnp.ones((n, 1)), jnp.ones(n))).splitlines()) for n in (2, 64)]
    assert sizes[0] == sizes[1], sizes
    print("verified")
