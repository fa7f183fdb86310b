"""The student combined the per-device sums with ``psum`` and divided by ``x.shape[0] * jax.device_count()`` (the local rows times "the devices"), which is the whole batch only when the mesh spans every device of the machine.

Violates: "The loss is the mean over all ``n`` examples of ``(x @ w - y) ** 2`` ... so the answer is that of the *whole* batch" (mesh: "a 1-D mesh with the axis ``"data"``"; n "a multiple of the devices along ``"data"``")
Verifying input: a 4-device mesh (jax.make_mesh((4,), ("data",), devices=jax.devices()[:4])), w = [1, 2], x = ones((8, 2)), y = zeros(8) -> requires (9.0, [6.0, 6.0]), this returns (4.5, [3.0, 3.0]).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "placement"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh
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
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0])
    rng = np.random.default_rng(1)
    w = rng.normal(size=3).astype(np.float32)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = rng.normal(size=64).astype(np.float32)
    loss, grad = data_parallel_grad(jnp.asarray(w), jnp.asarray(x), jnp.asarray(y), mesh)
    r = x @ w - y
    assert np.isclose(float(loss), np.mean(r ** 2), rtol=1e-5)
    assert np.allclose(grad, 2 * x.T @ r / 64, rtol=1e-4, atol=1e-6)
    assert len(loss.sharding.device_set) == 8 and loss.sharding.is_fully_replicated
    assert grad.sharding.is_fully_replicated

    mesh4 = jax.make_mesh((4,), ("data",), axis_types=(AxisType.Auto,), devices=jax.devices()[:4])
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh4)
    print("4-device mesh:", float(loss), grad.tolist(), " required: 9.0 [6.0, 6.0]")
    assert float(loss) == 4.5
    print("verified")
