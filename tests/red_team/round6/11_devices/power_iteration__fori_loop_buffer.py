"""Correct: the whole iteration is one jitted lax.fori_loop (n_steps static) that writes each estimate into a preallocated buffer with .at[k].set; the start vector is built inside the compiled program with lax.rsqrt.

Verifying input: compared with a float64 NumPy power iteration on random SPD matrices of sizes 1, 2, 5, 30 and n_steps 1, 2, 17, 300, under jax.transfer_guard("disallow_explicit"), called plainly and through jax.jit(..., static_argnums=1); shapes (n_steps,) and (n,), float32.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=1)
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.full((n,), lax.rsqrt(jnp.float32(n)), matrix.dtype)

    def body(k, carry):
        v, estimates = carry
        w = matrix @ v
        return w / jnp.linalg.norm(w), estimates.at[k].set(v @ w)

    v, estimates = lax.fori_loop(0, n_steps, body, (v0, jnp.zeros((n_steps,), matrix.dtype)))
    return estimates, v


if __name__ == "__main__":
    import numpy as np

    def reference(m, n_steps):
        m = np.asarray(m, np.float64)
        v = np.ones(len(m)) / np.sqrt(len(m))
        out = []
        for _ in range(n_steps):
            w = m @ v
            out.append(v @ w)
            v = w / np.linalg.norm(w)
        return np.array(out), v

    estimates, v = power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20)
    assert round(float(estimates[-1]), 4) == 2.0
    rng = np.random.default_rng(0)
    rejit = jax.jit(power_iteration, static_argnums=1)
    for n in (1, 2, 5, 30):
        q, _ = np.linalg.qr(rng.normal(size=(n, n)))
        eig = np.sort(rng.uniform(0.5, 3.0, size=n))[::-1]
        if n > 1:
            eig[0] = eig[1] * 1.5
        m = ((q * eig) @ q.T).astype(np.float32)
        m = (m + m.T) / 2
        matrix = jnp.asarray(m)
        for n_steps in (1, 2, 17, 300):
            want, want_v = reference(m, n_steps)
            for fn in (power_iteration, rejit):
                with jax.transfer_guard("disallow_explicit"):
                    got, got_v = jax.block_until_ready(fn(matrix, n_steps))
                assert got.shape == (n_steps,) and got_v.shape == (n,) and got.dtype == jnp.float32
                np.testing.assert_allclose(np.asarray(got), want, rtol=2e-5)
                np.testing.assert_allclose(np.asarray(got_v), want_v, atol=2e-4)
    print("verified")
