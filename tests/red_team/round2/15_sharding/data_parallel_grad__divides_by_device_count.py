"""The student adds up the squared errors with psum and divides by the local batch size times jax.device_count(), which is n only when the mesh uses every device.

Violates: "The loss is the mean over all ``n`` examples" for "mesh: a 1-D mesh with the axis ``"data"``" (of any size).
Verifying input: w = [1, 2], x = ones((8, 2)), y = zeros(8) on Mesh(devices[:4], ("data",)) -> requires (9.0, [6, 6]), this returns (4.5, [3, 3]).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "shapes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:

    def local_loss(w: jax.Array, x: jax.Array, y: jax.Array) -> jax.Array:
        n = x.shape[0] * jax.device_count()  # every device holds the same number of rows
        return jax.lax.psum(jnp.sum((x @ w - y) ** 2), "data") / n

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0])
    rng = np.random.default_rng(2)
    w, x, y = rng.normal(size=3).astype(np.float32), rng.normal(size=(64, 3)).astype(np.float32), rng.normal(size=64).astype(np.float32)
    loss, grad = data_parallel_grad(w, x, y, mesh)
    np.testing.assert_allclose(float(loss), np.mean((x @ w - y) ** 2), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), 2 * x.T @ (x @ w - y) / 64, rtol=1e-4)
    assert loss.sharding.is_fully_replicated and len(loss.sharding.device_set) == 8
    small = Mesh(np.array(jax.devices()[:4]), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), small)
    assert (float(loss), grad.tolist()) == (4.5, [3.0, 3.0]), (loss, grad)
    print("verified")
