"""The student jitted the whole run with ``fori_loop`` and, to be safe, marked every non-array argument static, ``lr`` included: a Python ``lr`` works, but a JAX ``lr`` (as the grader hands in, already on the devices) is not hashable and the call raises.

Violates: "lr: the step size, a float scalar (Python or JAX)." (and "The grader hands in ``w``, ``x``, ``y`` and ``lr`` already on the devices")
Verifying input: fit(zeros(1), ones((8, 1)), full(8, 3.0), mesh, 3, jnp.float32(0.25)) -> requires [2.625], this raises ValueError (non-hashable static argument).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "dtypes"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps", "lr"))
def _run(w, x, y, mesh, n_steps, lr):
    replicated = NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P("data", None)))
    y = jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("data")))
    w = jax.lax.with_sharding_constraint(w.astype(jnp.float32), replicated)
    loss = lambda w: jnp.mean((x @ w - y) ** 2)

    def body(_, w):
        w = w - lr * jax.grad(loss)(w)
        return jax.lax.with_sharding_constraint(w, replicated)

    return jax.lax.fori_loop(0, n_steps, body, w)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    w = jax.device_put(w, NamedSharding(mesh, P()))
    return _run(w, x, y, mesh, n_steps, lr)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    out = fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 3, 0.25)
    assert [round(v, 4) for v in out.tolist()] == [2.625] and out.sharding.is_fully_replicated
    rng = np.random.default_rng(2)
    x = rng.normal(size=(32, 3)).astype(np.float32)
    y = rng.normal(size=32).astype(np.float32)
    xs = jax.device_put(x, NamedSharding(mesh, P("data")))
    ys = jax.device_put(y, NamedSharding(mesh, P("data")))
    w0 = jax.device_put(jnp.zeros(3), NamedSharding(mesh, P()))
    fit(w0, xs, ys, mesh, 20, 0.1)  # compile once
    with jax.transfer_guard("disallow"):
        out = fit(w0, xs, ys, mesh, 20, 0.1)
    w = np.zeros(3, np.float32)
    for _ in range(20):
        w = w - 0.1 * (2 * x.T @ (x @ w - y) / 32)
    assert np.allclose(out, w, atol=1e-5) and out.sharding.is_fully_replicated
    assert fit(w0, xs, ys, mesh, 0, 0.1).tolist() == [0.0, 0.0, 0.0]

    lr = jax.device_put(jnp.float32(0.25), NamedSharding(mesh, P()))
    try:
        out = fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 3, lr)
        raise SystemExit(f"unexpectedly worked: {out}")
    except ValueError as error:
        print("JAX lr:", str(error).splitlines()[0][:110])
    print("verified")
