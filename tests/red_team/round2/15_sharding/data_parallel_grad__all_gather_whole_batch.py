"""The student all-gathers x and y inside shard_map (and pmeans the identical results to satisfy out_specs=P()), so every device computes the whole batch's loss: right numbers, but no device works on its own block.

Violates: "Each device works on its own block of rows (``jax.shard_map``, rows of ``x`` and ``y`` split along ``"data"``...), and the devices combine what they found".
Verifying input: w = [1, 2], x = ones((16, 2)), y = zeros(16) laid out by rows -> requires a program where each device reduces its (2, 2) block and combines with an all-reduce, this one's compiled HLO holds all-gathers of x and y (and each device computes on all 16 rows).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "beyond"

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
        x_all = jax.lax.all_gather(x, "data", tiled=True)
        y_all = jax.lax.all_gather(y, "data", tiled=True)
        # every device now has the same number; pmean only tells shard_map so
        return jax.lax.pmean(jnp.mean((x_all @ w - y_all) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType, NamedSharding

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0])
    rng = np.random.default_rng(0)
    w, x, y = rng.normal(size=3).astype(np.float32), rng.normal(size=(32, 3)).astype(np.float32), rng.normal(size=32).astype(np.float32)
    loss, grad = data_parallel_grad(w, x, y, mesh)
    np.testing.assert_allclose(float(loss), np.mean((x @ w - y) ** 2), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), 2 * x.T @ (x @ w - y) / 32, rtol=1e-4)
    assert loss.sharding.is_fully_replicated and grad.sharding.is_fully_replicated
    rows = NamedSharding(mesh, P("data"))
    xs, ys = jax.device_put(jnp.ones((16, 2)), rows), jax.device_put(jnp.zeros(16), rows)
    hlo = data_parallel_grad.lower(jnp.array([1.0, 2.0]), xs, ys, mesh).compile().as_text()
    assert "all-gather" in hlo, "expected the whole batch to be gathered on every device"
    print("verified")
