"""The student takes value_and_grad of each block's loss inside shard_map and pmeans the results; differentiating the replicated (invariant) w inside shard_map already sums the per-device gradients, so the pmean'd gradient is eight times too large while the loss is right.

Violates: "the answer is that of the *whole* batch: not one device's share of it, and not eight shares added up" (for the gradient of "the mean over all ``n`` examples").
Verifying input: w = [1, 2], x = ones((8, 2)), y = zeros(8) -> requires grad [6, 6], this returns loss 9.0 (right) and grad [48, 48].
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "law"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:

    def local(w: jax.Array, x: jax.Array, y: jax.Array) -> tuple[jax.Array, jax.Array]:
        block_loss = lambda v: jnp.mean((x @ v - y) ** 2)
        loss, grad = jax.value_and_grad(block_loss)(w)
        return jax.lax.pmean(loss, "data"), jax.lax.pmean(grad, "data")

    w, x, y = (jnp.asarray(a, jnp.float32) for a in (w, x, y))
    per_device = jax.shard_map(local, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P()))
    return per_device(w, x, y)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rng = np.random.default_rng(8)
    w, x, y = rng.normal(size=3).astype(np.float32), rng.normal(size=(32, 3)).astype(np.float32), rng.normal(size=32).astype(np.float32)
    loss, grad = data_parallel_grad(w, x, y, mesh)
    np.testing.assert_allclose(float(loss), np.mean((x @ w - y) ** 2), rtol=1e-5)  # the loss is right
    assert loss.sharding.is_fully_replicated and grad.sharding.is_fully_replicated
    np.testing.assert_allclose(np.asarray(grad), 8 * (2 * x.T @ (x @ w - y) / 32), rtol=1e-4)  # eight shares added up
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert float(loss) == 9.0 and grad.tolist() == [48.0, 48.0]
    print("verified")
