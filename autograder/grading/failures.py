"""Check failures, and turning a student's exception into advice.

Every check raises `CheckFailure`; its message is what the student reads: what was checked,
on which input, what was expected and what came instead, then what to do. Exceptions raised
by student code are translated here, so that "TracerBoolConversionError" becomes "a Python
`if` on a traced value: use jnp.where or lax.cond".
"""

from __future__ import annotations

import re
import traceback
from enum import Enum
from pathlib import Path

import jax


class FailureKind(Enum):
    """What kind of failure a `CheckFailure` is: what code branches on (never the message's text)."""

    WRONG = "wrong"  # the check's own finding: wrong values, a mutated input, a slow function, ...
    NOT_IMPLEMENTED = "not_implemented"  # the stub's `raise NotImplementedError` is still there
    NOT_TRACEABLE = "not_traceable"  # tracing failed (a tracer error, translated into advice)
    KEY_REUSED = "key_reused"  # `jax.debug_key_reuse` caught a key consumed twice
    JAX_ERROR = "jax_error"  # one of JAX's errors that is not about tracing (an in-place write, a list argument), with advice
    RAISED = "raised"  # the student's function raised something else
    DID_NOT_FINISH = "did_not_finish"  # a compiled loop reached its cap, or the check's time budget ran out
    TAMPERING = "tampering"  # the code reaches the grader's own machinery (grading/tampering.py)


class CheckFailure(AssertionError):
    """A failed check; `str(failure)` is the student-facing message.

    Args:
        check: the check's name as course.yml lists it, e.g. `no_mutation`.
        message: what went wrong, on which input, and the fix.
        kind: what kind of failure it is; checks that re-raise or wrap a failure read this.
    """

    def __init__(self, check: str, message: str, kind: FailureKind = FailureKind.WRONG) -> None:
        super().__init__(f"[{check}] {message}")
        self.check = check
        self.message = message
        self.kind = kind


class ReplayedFailure(CheckFailure):
    """A check that failed in another process (pytest's partner, a child with more devices), raised here
    with the very text it was shown there.

    The text may name another check than the item's (`[import] arrays.py could not be imported`
    fails every check of the topic), exactly as when the item runs here.
    """

    def __init__(self, check: str, shown: str) -> None:
        super().__init__(check, shown)
        self.args = (shown,)


class NotGraded(Exception):
    """A check that cannot be measured here (e.g. no speed threshold for this backend)."""


# Advice for the errors JAX raises when a function is traced (under jit, vmap, eval_shape).
_TRACER_ADVICE: tuple[tuple[type[BaseException], str], ...] = (
    (
        jax.errors.TracerBoolConversionError,
        "it uses a traced array in a Python `if`, `while`, `and`/`or` or `bool()`. Under jax.jit the value is "
        "unknown while tracing. A flag that chooses what the code does can be a static argument; for data, choose "
        "with `jnp.where(cond, a, b)` or `lax.cond`.",
    ),
    (
        jax.errors.NonConcreteBooleanIndexError,
        "it indexes with a boolean mask (`x[x < 0]`), whose result size depends on the values. Keep the shape "
        "fixed: select with `jnp.where(mask, a, b)` instead of dropping elements.",
    ),
    (
        jax.errors.TracerArrayConversionError,
        "it turns a traced array into a NumPy array (`np.asarray`, an `np.` function, `.tolist()`). Use `jnp` "
        "functions on arrays inside the function.",
    ),
    (
        jax.errors.TracerIntegerConversionError,
        "it uses a traced array as a Python int (`int(x)`, `range(x)`, a list index). Take sizes from `x.shape` "
        "(static), loop a traced number of times with a `lax` loop, or make that argument static if it fixes a shape.",
    ),
    (
        jax.errors.ConcretizationTypeError,
        "it needs a concrete value where jax.jit only has a tracer (shape and dtype, no value). Compute shapes "
        "from `x.shape` with NumPy or plain Python, make that argument static, or use `jnp.where`/`lax.cond`.",
    ),
)


_READ_BACK_ADVICE = (
    "it reads a traced array back as a Python number (`float(x)`, `x.item()`), for a print, a log or "
    "a test. Under jax.jit there is no number yet, only a tracer; outside jit every read waits for the device and "
    "copies the value to the host. Keep values as arrays inside the function, print with `jax.debug.print`, or "
    "read them once, after the call."
)
# JAX's ConcretizationTypeError says which conversion asked for the value (`int(n)` is more often a size).
_READ_BACK = re.compile(r"The problem arose with the `(float|complex)` function|in the item\(\) method")


_SHAPE_ADVICE = (
    "it builds an array whose shape comes from a traced value (`jnp.zeros(n)` with `n` traced). Shapes are fixed "
    "at compile time: make that argument static (`static_argnames`), or compute the shape from `x.shape` with "
    "Python or NumPy (`math.prod`), not `jnp`: `jnp.prod(jnp.array(x.shape))` is traced."
)


_STATIC_ADVICE = (
    "your `jax.jit` makes an argument static that must stay traced (it was handed a traced value, which cannot be "
    "hashed). Remove that argument from `static_argnames`/`static_argnums`: only arguments that fix shapes or "
    "choose code paths are static."
)


_LIST_ADVICE = (
    "a `jnp` function was given a Python list or tuple, which JAX refuses (converting a long list element by "
    "element is slow and easy to miss). Convert it first: `jnp.asarray(values)`."
)


_IMMUTABLE_ADVICE = (
    "it assigns into a JAX array (`x[i] = v`), but JAX arrays are immutable: nothing can change them in place, "
    "which is what lets jit and grad reason about them. Build a new array with an indexed update (`x.at[...]`) "
    "and use the array it returns."
)


_LAX_DTYPE_ADVICE = (
    "a `lax` function was given arguments of different dtypes. `lax` is the low-level layer: it never promotes, "
    "where `jnp` would. Decide which dtype the result must have, and convert the arguments to it first."
)


_LEAK_ADVICE = (
    "a traced value escaped the function it was traced in: it was kept in a global, on `self` or in a list "
    "outside, then used after jit (or grad, vmap) had finished. A transformed function must be pure: return "
    "every value you need later, and pass state in as an argument."
)


_NONDIFF_ADVICE = (
    "a traced array was passed as one of a custom_vjp's `nondiff_argnums`. Those must be values known while "
    "tracing (a function, a flag); under jit or grad an array argument is a tracer. Pass arrays as ordinary "
    "arguments, and give them a cotangent in the backward rule (zeros when they get no gradient)."
)


_CLOSED_OVER_TRACER_ADVICE = (
    "a custom_vjp's function or rule uses a traced value it was not given as an argument: a variable of the "
    "enclosing function (such as a bound), which under jit is a tracer. JAX cannot carry it into the backward "
    "pass when a jitted function is differentiated (`jax.grad(jax.jit(f))`). Pass every array the rules use as "
    "an argument of the custom_vjp function, and return None (or zeros) for it in the backward rule."
)


_INCOMPATIBLE_DEVICES_ADVICE = (
    "arrays on different devices met in one jitted computation (an array committed to one device beside arrays "
    "laid out over a mesh), and jit does not move them for you. Lay every argument out on the mesh before it "
    "meets the others: `jax.device_put(w, NamedSharding(mesh, P()))` replicates it, or, inside the jitted "
    "function, `jax.lax.with_sharding_constraint`."
)


_BWD_STRUCTURE_ADVICE = (
    "a custom_vjp's backward rule returned the wrong structure. It must return a tuple with one cotangent per "
    "argument of the function, in order, also when there is only one argument, and also for arguments that "
    "get no gradient (give those zeros of their shape)."
)


_REF_ARITHMETIC_ADVICE = (
    "a Pallas kernel computed with a reference (`x_ref`) itself. A kernel is handed references to memory, which "
    "only read and write with square brackets: read the block into an array first, compute on the array, and "
    "write the answer into the output reference."
)


_KERNEL_RETURNS_ADVICE = (
    "a Pallas kernel returned a value. A kernel returns nothing: its result is what it writes into the output "
    "reference (`o_ref[...] = ...`)."
)


_PALLAS_ON_CPU_ADVICE = (
    "`pl.pallas_call` compiles kernels for GPUs and TPUs; a CPU can only interpret them. Pass "
    "`interpret=interpret()` (the module's helper, True on a CPU) to every `pallas_call`."
)


_RESHAPE_EMPTY_ADVICE = (
    "a `reshape` with -1 met an array with no elements. With a 0 among the other sizes, the -1 cannot be worked "
    "out (anything times 0 is 0), and JAX divides by that 0. Give the sizes you know instead of -1 "
    "(`x.reshape(n, k)` from shapes you have), or leave out a reshape the result does not need."
)


_EMPTY_REDUCTION_ADVICE = (
    "a reduction with no starting value (`max`, `min`, `argmax`) met an axis of length 0, which has no largest or "
    "smallest element. Where the contract admits empty arrays, give the reduction one (`jnp.max(x, initial=...)`) or "
    "do without it: an empty input has an empty result."
)


def _raised_in(error: BaseException, function: str) -> bool:
    """Whether `function` is among the frames `error` passed through (JAX's own, where its message says too little)."""
    return any(frame.name == function for frame in traceback.extract_tb(error.__traceback__))


# Advice for errors JAX raises whatever the transformation: (type, a phrase of JAX's own message or "", advice),
# the first that applies.
_ERROR_ADVICE: tuple[tuple[type[BaseException], str, str], ...] = (
    (TypeError, "JAX arrays are immutable", _IMMUTABLE_ADVICE),
    (TypeError, "requires arguments to have the same dtypes", _LAX_DTYPE_ADVICE),
    (TypeError, "Custom VJP bwd rule must produce an output with the same container", _BWD_STRUCTURE_ADVICE),
    (jax.errors.UnexpectedTracerError, "nondiff_argnums", _NONDIFF_ADVICE),
    (ValueError, "Received incompatible devices for jitted computation", _INCOMPATIBLE_DEVICES_ADVICE),
    (TypeError, "No constant handler for type: <class 'jax._src.interpreters.partial_eval.DynamicJaxprTracer'>",
     _CLOSED_OVER_TRACER_ADVICE),
    (AttributeError, "'AbstractRef' object has no attribute", _REF_ARITHMETIC_ADVICE),
    (ValueError, "should return None. It returns", _KERNEL_RETURNS_ADVICE),
    (ValueError, "Only interpret mode is supported on CPU", _PALLAS_ON_CPU_ADVICE),
    (ValueError, "zero-size array to reduction operation", _EMPTY_REDUCTION_ADVICE),
    (jax.errors.UnexpectedTracerError, "", _LEAK_ADVICE),
)


_ARGUMENT = re.compile(r"depends on the value of the argument (\w+)")


def tracer_advice(error: BaseException) -> str | None:
    """Advice for a tracing error, or None when `error` is not one. Where JAX's message names the
    argument the traced value comes from, so does the advice."""
    if isinstance(error, jax.errors.ConcretizationTypeError) and _READ_BACK.search(str(error)):
        return _READ_BACK_ADVICE
    for error_type, advice in _TRACER_ADVICE:
        if isinstance(error, error_type):
            argument = _ARGUMENT.search(str(error))
            return advice + (f" (The traced value comes from the argument `{argument.group(1)}`.)" if argument else "")
    if isinstance(error, TypeError) and "Shapes must be 1D sequences of concrete values" in str(error):
        return _SHAPE_ADVICE
    if isinstance(error, ValueError) and "Non-hashable static arguments" in str(error):
        return _STATIC_ADVICE
    return None


def list_advice(error: BaseException) -> str | None:
    """Advice when a `jnp` function refused a Python list or tuple, or None."""
    text = str(error)
    if isinstance(error, TypeError) and "requires ndarray or scalar arguments, got <class '" in text and (
        "'list'>" in text or "'tuple'>" in text
    ):
        return _LIST_ADVICE
    return None


def error_advice(error: BaseException) -> str | None:
    """Advice for an error JAX raises outside tracing too (a list argument, an in-place write, a lax
    dtype mismatch, a leaked tracer, a reshape's -1 on an empty array), or None."""
    advice = list_advice(error)
    if advice is not None:
        return advice
    if isinstance(error, ZeroDivisionError) and _raised_in(error, "_compute_newshape"):
        return _RESHAPE_EMPTY_ADVICE
    for error_type, phrase, advice in _ERROR_ADVICE:
        if isinstance(error, error_type) and phrase in str(error):
            return advice
    return None


def student_frames(error: BaseException, student_files: set[Path]) -> str:
    """The traceback lines that lie in the student's files, innermost last."""
    lines = []
    for frame in traceback.extract_tb(error.__traceback__):
        if Path(frame.filename).resolve() in student_files:
            lines.append(f"  {Path(frame.filename).name}, line {frame.lineno}, in {frame.name}: {frame.line}")
    return "\n".join(lines)


def describe_error(error: BaseException, call_text: str, student_files: set[Path], check: str) -> CheckFailure:
    """Turn an exception raised by student code into a `CheckFailure`.

    Args:
        error: what the student's function raised.
        call_text: the call that raised, e.g. `swap_rows(x=..., i=0, j=1)`.
        student_files: the student's source files, to show only their own lines.
        check: the check that made the call.

    Returns:
        The failure to raise, with advice where the error is a common JAX mistake.
    """
    where = student_frames(error, student_files)
    where = f"\n{where}" if where else ""
    if isinstance(error, NotImplementedError):
        said = f" ({str(error).strip()})" if str(error).strip() else ""  # the stub's own words name the function
        return CheckFailure(
            check, f"not implemented yet: replace `raise NotImplementedError` with your code{said}.", FailureKind.NOT_IMPLEMENTED
        )
    advice = tracer_advice(error)
    if advice is not None:
        return CheckFailure(
            check,
            f"does not work under jax.jit: {call_text} raised {type(error).__name__}: {advice}{where}",
            FailureKind.NOT_TRACEABLE,
        )
    first_line = str(error).strip().splitlines()[0] if str(error).strip() else ""
    advice = error_advice(error)
    if advice is not None:
        said = f" (JAX's words: {first_line[:200]})" if first_line else ""  # what the student will meet outside the grader
        return CheckFailure(check, f"{call_text} raised {type(error).__name__}: {advice}{said}{where}", FailureKind.JAX_ERROR)
    if isinstance(error, jax.errors.KeyReuseError):
        return CheckFailure(
            check,
            f"reused a key: {call_text} used the same key twice (jax.debug_key_reuse caught it). A key gives one "
            f"draw; split it (`k1, k2 = jax.random.split(key)`) and use each subkey once.{where}",
            FailureKind.KEY_REUSED,
        )
    return CheckFailure(check, f"{call_text} raised {type(error).__name__}: {first_line}{where}", FailureKind.RAISED)
