"""Takes jax.grad of example_loss once per example in a Python loop and stacks the results: right values, but under jit the program holds one gradient computation per example.

Violates: "Must work under ``jax.jit``, and the program must not grow with ``n``."
Verifying input: jax.make_jaxpr(per_example_grads) with n = 2 and n = 32 -> requires the same size, this grows (values are right).
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    grads = [jax.grad(example_loss)(params, xs[i], ys[i]) for i in range(xs.shape[0])]
    return {"w": jnp.stack([g["w"] for g in grads]), "b": jnp.stack([g["b"] for g in grads])}


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    example_loss = stub.example_loss

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = jax.jit(per_example_grads)(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[2.0], [8.0]], [2.0, 4.0])
    p3 = {"w": jnp.ones(3), "b": jnp.array(0.5)}
    small = len(jax.make_jaxpr(per_example_grads)(p3, jnp.ones((2, 3)), jnp.ones(2)).eqns)
    large = len(jax.make_jaxpr(per_example_grads)(p3, jnp.ones((32, 3)), jnp.ones(32)).eqns)
    print("jaxpr equations: n=2 ->", small, ", n=32 ->", large)
    assert large > small
    print("verified")
