"""The student returns w untouched when there are no steps to run, so with n_steps = 0 a fresh jnp.zeros(d) comes back on one device instead of replicated over the mesh.

Violates: "n_steps: how many steps, a Python int ``>= 0``" and "Returns: The float32 ``(d,)`` weights after the last step, replicated over ``mesh``."
Verifying input (8 CPU devices): fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 0, 0.25) must be [0.0] replicated over the mesh (sharding equivalent to NamedSharding(mesh, P())); this returns an array on a single device.
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def fit(w, x, y, mesh, n_steps, lr):
    if n_steps == 0:
        return w
    replicated = NamedSharding(mesh, P())
    rows = NamedSharding(mesh, P("data"))

    @functools.partial(jax.jit, out_shardings=replicated)
    def run(w, x, y, lr):
        w = lax.with_sharding_constraint(w.astype(jnp.float32), replicated)
        x = lax.with_sharding_constraint(x, rows)
        y = lax.with_sharding_constraint(y, rows)
        n = x.shape[0]

        def step(_, w):
            grad = 2.0 * x.T @ (x @ w - y) / n
            return w - lr * grad

        return lax.fori_loop(0, n_steps, step, w)

    return run(w, x, y, lr)


if __name__ == "__main__":
    from jax.sharding import AxisType

    assert jax.device_count() >= 2, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    x, y = jnp.ones((8, 1)), jnp.full(8, 3.0)
    assert [round(v, 4) for v in fit(jnp.zeros(1), x, y, mesh, 3, 0.25).tolist()] == [2.625]
    out = fit(jnp.zeros(1), x, y, mesh, 3, 0.25)
    assert out.sharding.is_equivalent_to(NamedSharding(mesh, P()), 1)

    zero = fit(jnp.zeros(1), x, y, mesh, 0, 0.25)
    assert zero.tolist() == [0.0]
    assert not zero.sharding.is_equivalent_to(NamedSharding(mesh, P()), 1), zero.sharding
    print("ok: flaw shows")
