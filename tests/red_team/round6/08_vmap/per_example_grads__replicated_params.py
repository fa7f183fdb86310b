"""Correct: gives every example its own copy of the parameters (broadcast to a leading axis of n) and takes ONE jax.grad of the summed losses with respect to those copies: the gradient for copy i only sees example i.

Verifying input: compared with the hand formula 2 r_i x_i, 2 r_i (r_i = x_i w + b - y_i) in float64 and with a per-example loop of jax.grad, for n = 1, 2, 7, 40 and d = 1, 3, 5; shapes {"w": (n, d), "b": (n,)}; eager and jitted; jaxpr size equal for n = 2 and n = 64.
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    n = xs.shape[0]
    copies = jax.tree.map(lambda p: jnp.broadcast_to(p, (n,) + jnp.shape(p)), params)

    def total(cs):
        return jnp.sum(jax.vmap(example_loss)(cs, xs, ys))

    return jax.grad(total)(copies)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    example_loss = stub.example_loss

    rng = np.random.default_rng(5)
    jfn = jax.jit(per_example_grads)
    for n in (1, 2, 7, 40):
        for d in (1, 3, 5):
            params = {"w": jnp.asarray(rng.normal(size=d), jnp.float32), "b": jnp.asarray(rng.normal(), jnp.float32)}
            xs = jnp.asarray(rng.normal(size=(n, d)), jnp.float32); ys = jnp.asarray(rng.normal(size=n), jnp.float32)
            r = np.asarray(xs, np.float64) @ np.asarray(params["w"], np.float64) + float(params["b"]) - np.asarray(ys, np.float64)
            for fn in (per_example_grads, jfn):
                g = fn(params, xs, ys)
                assert set(g) == {"w", "b"} and g["w"].shape == (n, d) and g["b"].shape == (n,)
                np.testing.assert_allclose(np.asarray(g["w"]), 2 * r[:, None] * np.asarray(xs, np.float64), rtol=1e-5, atol=1e-5)
                np.testing.assert_allclose(np.asarray(g["b"]), 2 * r, rtol=1e-5, atol=1e-5)
            loop = [jax.grad(example_loss)(params, xs[i], ys[i]) for i in range(n)]
            np.testing.assert_allclose(np.asarray(g["w"]), np.stack([np.asarray(l["w"]) for l in loop]), rtol=1e-6, atol=1e-6)
    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    p3 = {"w": jnp.ones(3), "b": jnp.array(0.5)}
    a = len(jax.make_jaxpr(per_example_grads)(p3, jnp.ones((2, 3)), jnp.ones(2)).eqns)
    b = len(jax.make_jaxpr(per_example_grads)(p3, jnp.ones((64, 3)), jnp.ones(64)).eqns)
    assert a == b
    print("verified")
