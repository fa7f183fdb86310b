"""The student fixes the shard_map with pmean but never casts, so bfloat16 (or float16) inputs give a bfloat16 loss and gradient, rounded to 3 significant digits.

Violates: "``(loss, grad)``: a float32 scalar and the ``(d,)`` gradient" for "w: float weights", "x: float inputs".
Verifying input: w = [1.0, 2.0], x = ones((8, 2)) * 1.01, y = zeros(8), all bfloat16 -> requires a float32 loss, this returns a bfloat16 loss.
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "dtypes"

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
        return jax.lax.pmean(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType, NamedSharding

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0]) and loss.dtype == jnp.float32
    rng = np.random.default_rng(3)
    w, x, y = rng.normal(size=3).astype(np.float32), rng.normal(size=(32, 3)).astype(np.float32), rng.normal(size=32).astype(np.float32)
    loss, grad = data_parallel_grad(w, x, y, mesh)
    np.testing.assert_allclose(float(loss), np.mean((x @ w - y) ** 2), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), 2 * x.T @ (x @ w - y) / 32, rtol=1e-4)
    assert loss.sharding.is_equivalent_to(NamedSharding(mesh, P()), 0)
    bf = jnp.bfloat16
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0], bf), jnp.ones((8, 2), bf) * 1.01, jnp.zeros(8, bf), mesh)
    assert loss.dtype == bf and grad.dtype == bf, (loss.dtype, grad.dtype)
    print("verified")
