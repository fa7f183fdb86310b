"""The student "fixes" the ``shard_map`` ``ValueError`` by deleting ``shard_map`` and pinning ``x`` and ``y`` to ``P("data")`` with ``with_sharding_constraint``: the values are right and the compiler partitions the work, but no per-device program combines its results with ``pmean``/``psum``.

Violates: "Each device works on its own block of rows (``jax.shard_map``, rows of ``x`` and ``y`` split along ``"data"``, ``w`` replicated), and the devices combine what they found".
Verifying input: data_parallel_grad(w, x (16, 3), y (16,), mesh) -> requires a program with ``shard_map`` whose blocks are combined over ``"data"``, this returns the right numbers from a jaxpr with no ``shard_map`` (and no ``psum``) at all.
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "algorithm"

import os

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import functools

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w, x, y, mesh):
    rows = NamedSharding(mesh, P("data"))
    x = jax.lax.with_sharding_constraint(x, rows)
    y = jax.lax.with_sharding_constraint(y, rows)

    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    loss_value, grad = jax.value_and_grad(loss)(w)
    replicated = NamedSharding(mesh, P())
    return jax.lax.with_sharding_constraint(loss_value, replicated), jax.lax.with_sharding_constraint(grad, replicated)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert float(loss) == 9.0 and grad.tolist() == [6.0, 6.0]
    rng = np.random.default_rng(0)
    xn, yn, wn = rng.normal(size=(16, 3)).astype(np.float32), rng.normal(size=16).astype(np.float32), rng.normal(size=3).astype(np.float32)
    loss, grad = data_parallel_grad(jnp.asarray(wn), jax.device_put(xn, NamedSharding(mesh, P("data"))), jnp.asarray(yn), mesh)
    r = xn @ wn - yn
    np.testing.assert_allclose(float(loss), np.mean(r ** 2), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), 2 * xn.T @ r / 16, rtol=1e-5, atol=1e-6)
    rep = NamedSharding(mesh, P())
    assert loss.dtype == jnp.float32 and loss.sharding.is_equivalent_to(rep, 0) and grad.sharding.is_equivalent_to(rep, 1)
    jx = str(jax.make_jaxpr(data_parallel_grad, static_argnums=3)(jnp.asarray(wn), jnp.asarray(xn), jnp.asarray(yn), mesh))
    assert "shard_map" not in jx and "psum" not in jx and "pmean" not in jx  # requires shard_map + a combine
    print("verified")
