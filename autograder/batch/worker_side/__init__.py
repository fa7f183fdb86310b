"""The worker side of batch grading: code that runs in a worker, beside student code, or in the zygote it is forked from.

Nothing here decides a grade. A worker's process is the student's: whatever it computes, student
code in the same interpreter could have changed, so the parent (autograder/batch/, outside this
folder) believes none of it until it is checked there: the checks and the points come from
course.yml and the specs, values are verified on the parent's own inputs, and an event that
breaks the protocol costs that submission alone (runner.py, events.py, timed.py).

- `worker.py`: one submission's grading process; reads its job, enters its sandbox, grades, and
  writes events on a pipe of its own.
- `sandbox.py`: what the worker does to itself before any student code runs (namespaces, mounts,
  uid, limits, the system-call filter), from the `SandboxPlan` the parent sent.
- `zygote.py`: the process workers are forked from; it imports the grader once and runs no student code.

Modules here import the course, grading, checks and specs, and nothing of the parent side
(tests/test_code_shape.py holds both directions).
"""
