"""Correct, unusual style: each device returns its *sum* of squared errors, ``lax.psum`` adds them, and the total is divided by the global batch size (local rows times ``lax.axis_size("data")``), instead of a ``pmean`` of local means.

Verifying input: loss and gradient compared with float64 NumPy (mean of squared residuals, 2 x^T r / n) for n in {8, 32, 64}, d in {1, 3, 5}; the docstring example; both outputs replicated over the mesh; the compiled program holds an all-reduce; one compilation per input shape (three same-shape calls trace once).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

TRACES = []


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:
    def local_loss(w, x, y):
        TRACES.append(1)  # counts traces in __main__ only
        total = jax.lax.psum(jnp.sum((x @ w - y) ** 2), "data")
        return total / (x.shape[0] * jax.lax.axis_size("data"))

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y):
        w, x, y = (np.asarray(a, np.float64) for a in (w, x, y))
        r = x @ w - y
        return np.mean(r ** 2), 2 * x.T @ r / len(y)

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 3)).astype(np.float32)
    y = rng.standard_normal(32).astype(np.float32)
    w = rng.standard_normal(3).astype(np.float32)
    want_loss, want_grad = reference(w, x, y)

    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0])
    replicated = NamedSharding(mesh, P())
    for n in (8, 32, 64):
        for d in (1, 3, 5):
            xs = rng.standard_normal((n, d)).astype(np.float32)
            ys = rng.standard_normal(n).astype(np.float32)
            ws = rng.standard_normal(d).astype(np.float32)
            rl, rg = reference(ws, xs, ys)
            TRACES.clear()
            for _ in range(3):
                loss, grad = data_parallel_grad(jnp.asarray(ws), jnp.asarray(xs), jnp.asarray(ys), mesh)
            assert len(TRACES) == 1
            assert loss.dtype == jnp.float32 and loss.shape == () and grad.shape == (d,) and grad.dtype == jnp.float32
            assert np.allclose(float(loss), rl, rtol=1e-5) and np.allclose(grad, rg, rtol=1e-4, atol=1e-5)
            assert loss.sharding.is_equivalent_to(replicated, 0) and grad.sharding.is_equivalent_to(replicated, 1)
    hlo = data_parallel_grad.lower(jnp.asarray(w), jnp.asarray(x), jnp.asarray(y), mesh).compile().as_text()
    assert "all-reduce" in hlo
    print("verified")
