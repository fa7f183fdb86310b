"""The student combines the shares with psum of the local sums divided by (local rows * jax.device_count()), which is the batch size only when the mesh uses every device of the machine.

Violates: "The loss is the mean over all ``n`` examples of ``(x @ w - y) ** 2``" (for any 1-D mesh with the axis "data")
Verifying input: a 4-device mesh on an 8-device host, w = [1, 2], x = ones((8, 2)), y = zeros(8) -> requires (9.0, [6.0, 6.0]), this returns (4.5, [3.0, 3.0]).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "placement"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:

    def local_loss(w: jax.Array, x: jax.Array, y: jax.Array) -> jax.Array:
        total = jax.lax.psum(jnp.sum((x @ w - y) ** 2), "data")
        return total / (x.shape[0] * jax.device_count())

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x, y = jnp.ones((8, 2)), jnp.zeros(8)
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), x, y, mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0])
    rs = np.random.RandomState(0)
    X, Y, W = rs.randn(32, 3).astype(np.float32), rs.randn(32).astype(np.float32), rs.randn(3).astype(np.float32)
    ref_loss = np.mean((X @ W - Y) ** 2)
    ref_grad = 2 * X.T @ (X @ W - Y) / 32
    loss, grad = data_parallel_grad(jnp.asarray(W), jnp.asarray(X), jnp.asarray(Y), mesh)
    assert np.allclose(loss, ref_loss, rtol=1e-5) and np.allclose(grad, ref_grad, rtol=1e-4, atol=1e-5)
    assert loss.sharding.is_fully_replicated and grad.sharding.is_fully_replicated
    # the flaw: a mesh over half the machine
    mesh4 = jax.make_mesh((4,), ("data",), axis_types=(AxisType.Auto,), devices=jax.devices()[:4])
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), x, y, mesh4)
    print("4-device mesh:", float(loss), grad.tolist(), "required 9.0 [6.0, 6.0]")
    assert float(loss) == 4.5
    print("verified")
