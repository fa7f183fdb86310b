"""The student adds up the squared errors with psum and divides by the local batch size times jax.device_count(), which is n only when the mesh uses every device."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = 'wrong'

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
