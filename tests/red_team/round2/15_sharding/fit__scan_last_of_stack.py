"""The student runs the steps with lax.scan, stacks every step's weights as the scan output and returns the last row, which does not exist when n_steps is 0.

Violates: "n_steps: how many steps, a Python int ``>= 0``" (zero steps must return ``w`` unchanged).
Verifying input: fit(zeros(1), ones((8, 1)), full(8, 3.0), mesh, 0, 0.25) -> requires [0.0], this raises IndexError (index -1 on an axis of size 0).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "horizons"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x.astype(jnp.float32), rows)
    y = jax.lax.with_sharding_constraint(y.astype(jnp.float32), rows)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))

    def step(v, _):
        v = jax.lax.with_sharding_constraint(v - lr * grad(v), rep)
        return v, v  # keep the trajectory, handy for plotting

    _, trajectory = jax.lax.scan(step, w.astype(jnp.float32), None, length=n_steps)
    return trajectory[-1]


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _run(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)


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
    for n_steps, lr in [(1, 0.1), (7, 0.05), (50, 0.1)]:
        lrd = jax.device_put(jnp.float32(lr), rep)
        with jax.transfer_guard("disallow"):
            got = fit(jax.device_put(wr, rep), jax.device_put(xr, rows), jax.device_put(yr, rows), mesh, n_steps, lrd)
        assert got.sharding.is_equivalent_to(rep, 1) and got.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(got), reference(wr, xr, yr, n_steps, lr), rtol=1e-4, atol=1e-5)
    try:
        fit(jnp.zeros(1), x1, y1, mesh, 0, 0.25)
    except IndexError:
        pass
    else:
        raise AssertionError("expected n_steps=0 to fail")
    print("verified")
