"""The student all-gathers x and y inside shard_map (and pmeans the identical results to satisfy out_specs=P()), so every device computes the whole batch's loss: right numbers, but no device works on its own block."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = 'the batch does not stay split'

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
