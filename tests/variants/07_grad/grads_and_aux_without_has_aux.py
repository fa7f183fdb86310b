"""Alternative: differentiates the first output through a lambda and calls f again for aux."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "pass"

import jax


def grads_and_aux(f, x, y):
    grads = jax.grad(lambda a, b: f(a, b)[0], argnums=(0, 1))(x, y)
    return grads, f(x, y)[1]
