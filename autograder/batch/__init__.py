"""Instructor grading of untrusted submissions: the batch, its sandboxed workers, timed checks, Gradescope.

Where trust ends: `worker_side/` holds the code that runs in a worker, beside student code (the
worker, the sandbox it enters, the zygote it is forked from); nothing it reports is believed as
it stands. Every other module here is the parent side, which decides: it starts and watches the
workers (runner.py, isolation.py, zygote.py), turns their events into results it checks
(events.py, timed.py), and owns the gradebook and the reports (batch.py, state.py, report.py,
cli.py, gradescope.py, submissions.py, compiled.py).
"""
