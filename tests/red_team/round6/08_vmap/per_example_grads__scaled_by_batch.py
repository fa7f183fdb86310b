"""Vmaps the gradient of example_loss / n ("the loss is averaged over the batch"), so every row is the per-example gradient divided by n: their sum is the mean-loss gradient, but no row is an example's own gradient.

Violates: "row ``i`` is the gradient of ``example_loss(params, xs[i], ys[i])``"
Verifying input: the docstring example, params={"w": [1], "b": 0}, xs=[[1], [2]], ys=[0, 0] -> requires w rows [[2], [8]] and b [2, 4], this returns [[1], [4]] and [1, 2].
"""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    n = xs.shape[0]

    def scaled_loss(p, x, y):
        return example_loss(p, x, y) / n

    return jax.vmap(jax.grad(scaled_loss), in_axes=(None, 0, 0))(params, xs, ys)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_vmap_stub", root / "exercises/08_vmap/vmap.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    example_loss = stub.example_loss

    params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
    g = jax.jit(per_example_grads)(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
    print("required ([[2.0], [8.0]], [2.0, 4.0]), got", (g["w"].tolist(), g["b"].tolist()))
    assert (g["w"].tolist(), g["b"].tolist()) == ([[1.0], [4.0]], [1.0, 2.0])
    print("verified")
