"""Correct: uses jax.value_and_grad with has_aux and argnums=(0, 1), then drops the value and rebuilds ((dx, dy), aux) by hand.

Verifying input: compared with jax.grad(f, argnums=(0, 1), has_aux=True) and with hand-derived gradients on several f (sum of products, nested-dict aux, Python-int aux, string aux, float16 inputs, 2-D shapes); result structure identical to JAX's; aux identical objects; works under jax.jit with f static.
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def grads_and_aux(f, x, y):
    (_, aux), (dx, dy) = jax.value_and_grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return (dx, dy), aux


if __name__ == "__main__":
    import functools
    import numpy as np

    fs = [
        lambda x, y: (jnp.sum(x * y), x.shape[0]),
        lambda x, y: (jnp.sum(jnp.sin(x) * y ** 2), {"m": jnp.max(x), "tag": "ok", "n": [1, None]}),
        lambda x, y: (jnp.mean((x - y) ** 2), None),
    ]
    rng = np.random.default_rng(7)
    for f in fs:
        for shape, dt in (((2,), jnp.float32), ((3, 2), jnp.float32), ((4,), jnp.float16)):
            x = jnp.asarray(rng.normal(size=shape), dt); y = jnp.asarray(rng.normal(size=shape), dt)
            got = grads_and_aux(f, x, y)
            want = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
            assert jax.tree.structure(got) == jax.tree.structure(want)
            for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
                if isinstance(b, jax.Array):
                    assert a.dtype == b.dtype and a.shape == b.shape
                    np.testing.assert_array_equal(np.asarray(a), np.asarray(b))
                else:
                    assert a == b and type(a) is type(b)
    (dx, dy), aux = grads_and_aux(fs[0], jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert dx.tolist() == [3.0, 4.0] and dy.tolist() == [1.0, 2.0] and aux == 2 and type(aux) is int
    jitted = jax.jit(grads_and_aux, static_argnums=0)
    (dx, dy), aux = jitted(fs[2], jnp.array([1.0, 2.0]), jnp.array([0.0, 0.0]))
    np.testing.assert_allclose(np.asarray(dx), [1.0, 2.0]) ; np.testing.assert_allclose(np.asarray(dy), [-1.0, -2.0])
    print("verified")
