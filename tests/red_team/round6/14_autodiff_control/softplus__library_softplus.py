"""The student replaces the code by ``jax.nn.softplus``: values and gradients are right, but the derivative is JAX's own rule (``logaddexp``'s custom_jvp), not one the student stated with ``jax.custom_jvp``.

Violates: "Fix it by stating the derivative yourself with ``jax.custom_jvp`` (the grader reads the program for it), not with a library softplus (``jax.nn.softplus`` and ``jnp.logaddexp`` carry JAX's own rule)."
Verifying input: jax.make_jaxpr(softplus)(jnp.zeros(3)) -> requires a custom_jvp_call of the student's own function, this has only custom_jvp_call[name=logaddexp].
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def softplus(x: jax.Array) -> jax.Array:
    return jax.nn.softplus(jnp.asarray(x))


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    x = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(x).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda v: softplus(v).sum())(x).tolist() == [0.0, 0.5, 1.0]

    names = []

    def walk(j):
        for e in j.eqns:
            if e.primitive.name == "custom_jvp_call":
                names.append(e.params["call_jaxpr"].jaxpr.debug_info.func_src_info.split()[0])
            for sub in jax.extend.core.jaxprs_in_params(e.params):
                walk(sub)

    walk(jax.make_jaxpr(softplus)(jnp.zeros(3)).jaxpr)
    print("custom_jvp_call names in the program:", names)
    assert names and all(n == "logaddexp" for n in names)
    print("verified")
