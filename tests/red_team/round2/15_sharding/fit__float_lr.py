"""The student turns lr into a Python number with float(lr) so it can be baked into the jitted loop, which pulls a device-resident lr back to the host and cannot run when lr is traced.

Violates: "nothing goes back to the host ... (no ... ``float(...)``" and "Must work under ``jax.jit`` (``mesh`` and ``n_steps`` static)" for "lr: the step size, a float scalar (Python or JAX)".
Verifying input: jax.jit(fit, static_argnums=(3, 4))(w, x, y, mesh, 3, lr) with lr = device_put(float32(0.25), replicated) -> requires the weights, this raises ConcretizationTypeError (called directly, float(lr) copies lr to the host; on a CPU jax.transfer_guard("disallow") does not flag that device-to-host read, so a guard-only test misses it).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "purity"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps", "lr"))
def _run(w, x, y, mesh, n_steps, lr):
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x.astype(jnp.float32), rows)
    y = jax.lax.with_sharding_constraint(y.astype(jnp.float32), rows)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
    step = lambda _, v: jax.lax.with_sharding_constraint(v - lr * grad(v), rep)
    return jax.lax.fori_loop(0, n_steps, step, w.astype(jnp.float32))


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    return _run(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), mesh, n_steps, float(lr))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y, n_steps, lr):
        w = np.asarray(w, np.float64)
        for _ in range(n_steps):
            w = w - lr * 2.0 / len(y) * (x.T @ (x @ w - y))
        return w

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x1, y1 = jnp.ones((8, 1)), jnp.full(8, 3.0)
    assert [round(v, 4) for v in fit(jnp.zeros(1), x1, y1, mesh, 3, 0.25).tolist()] == [2.625]
    rng = np.random.default_rng(0)
    xr = rng.normal(size=(32, 3)).astype(np.float32)
    yr = (xr @ np.array([1.0, -2.0, 0.5]) + 0.1 * rng.normal(size=32)).astype(np.float32)
    wr = np.zeros(3, np.float32)
    for n_steps, lr in [(0, 0.1), (7, 0.05)]:
        np.testing.assert_allclose(np.asarray(fit(wr, xr, yr, mesh, n_steps, lr)), reference(wr, xr, yr, n_steps, lr), rtol=1e-4, atol=1e-5)
    wd, xd, yd = jax.device_put(wr, rep), jax.device_put(xr, rows), jax.device_put(yr, rows)
    with jax.transfer_guard("disallow"):
        assert fit(wd, xd, yd, mesh, 3, 0.25).sharding.is_equivalent_to(rep, 1)  # Python lr: fine
    lrd = jax.device_put(jnp.float32(0.25), rep)
    with jax.transfer_guard("disallow"):
        assert fit(wd, xd, yd, mesh, 3, lrd).sharding.is_equivalent_to(rep, 1)  # the CPU guard lets float(lr) through
    try:
        jax.jit(fit, static_argnums=(3, 4))(wd, xd, yd, mesh, 3, lrd)
    except jax.errors.ConcretizationTypeError:
        pass
    else:
        raise AssertionError("expected float(tracer) to fail under jit")
    print("verified")
