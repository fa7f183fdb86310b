"""The student adds the usual 1e-6 epsilon to the norm to avoid dividing by zero, which shrinks small trees that need no clipping.

Violates: "a tree whose norm is already at most ``max_norm`` ... comes back with the same values, never scaled up" / "multiplied by the same factor ``min(1, max_norm / global_norm(tree))``"
Verifying input: tree={"g": jnp.array([1e-6])}, max_norm=1e-6 -> requires [1e-6] unchanged (factor 1), this returns [5e-7] (factor 1e-6 / 2e-6).
"""
EXERCISE = "pytrees.clip_by_global_norm"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    leaves = jax.tree.leaves(tree)
    norm = jnp.sqrt(sum(jnp.sum(jnp.square(l)) for l in leaves)) if leaves else jnp.float32(0.0)
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree.map(lambda l: l * factor, tree)


if __name__ == "__main__":
    import numpy as np
    out = clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist()
    np.testing.assert_allclose(out, [0.6, 0.8], rtol=1e-5)
    f = jax.jit(clip_by_global_norm)
    t = {"a": jnp.array([[3.0, 0.0]]), "b": [jnp.array([4.0])]}
    np.testing.assert_allclose(f(t, jnp.float32(2.5))["a"], [[1.5, 0.0]], rtol=1e-5)
    np.testing.assert_allclose(f(t, 10.0)["b"][0], [4.0])
    assert f({"z": jnp.zeros(3)}, 1.0)["z"].tolist() == [0.0, 0.0, 0.0]
    assert clip_by_global_norm({}, 1.0) == {}
    got = float(clip_by_global_norm({"g": jnp.array([1e-6])}, 1e-6)["g"][0])
    assert abs(got - 5e-7) < 1e-9, got  # the breach: 1e-6 expected
    print("verified")
